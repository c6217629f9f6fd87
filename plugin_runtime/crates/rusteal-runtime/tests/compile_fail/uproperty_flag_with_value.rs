//~ ERROR #[uproperty] flag `SaveGame` takes no value
//~ AT SaveGame
#[uclass(parent = Actor)]
pub struct Door {
    #[uproperty(SaveGame = true)]
    speed: f32,
}
