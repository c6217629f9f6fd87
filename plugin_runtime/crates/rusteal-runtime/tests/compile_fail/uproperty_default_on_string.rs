//~ ERROR `default = ...` is for scalars (bool, integers, floats) and enums only
//~ AT "Front"
#[uclass(parent = Actor)]
pub struct Door {
    #[uproperty(default = "Front")]
    label: String,
}
