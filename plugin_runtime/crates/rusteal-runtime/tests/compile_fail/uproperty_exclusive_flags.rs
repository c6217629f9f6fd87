//~ ERROR #[uproperty] takes `BlueprintReadWrite` or `BlueprintReadOnly`, not both
//~ AT BlueprintReadOnly
#[uclass(parent = Actor)]
pub struct Door {
    #[uproperty(BlueprintReadWrite, BlueprintReadOnly)]
    speed: f32,
}
