//~ ERROR #[uclass] needs its parent class: #[uclass(parent = Actor)]
//~ AT #[uclass]
#[uclass]
pub struct Door {}
