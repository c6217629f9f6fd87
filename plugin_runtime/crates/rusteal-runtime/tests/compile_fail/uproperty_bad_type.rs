//~ ERROR this type cannot be a #[uproperty]; accepted: bool, i32
//~ AT Vec<i32>
#[uclass(parent = Actor)]
pub struct Door {
    #[uproperty(BlueprintReadWrite)]
    codes: Vec<i32>,
}
