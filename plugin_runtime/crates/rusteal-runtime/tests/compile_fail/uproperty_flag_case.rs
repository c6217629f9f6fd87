//~ ERROR unknown #[uproperty] argument `editanywhere` (did you mean `EditAnywhere`?)
//~ AT editanywhere
#[uclass(parent = Actor)]
pub struct Door {
    #[uproperty(editanywhere)]
    speed: f32,
}
