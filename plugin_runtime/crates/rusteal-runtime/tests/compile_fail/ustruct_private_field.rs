//~ ERROR every field of a #[ustruct] is a #[uproperty]
//~ AT secret
#[ustruct]
pub struct Loot {
    #[uproperty(BlueprintReadWrite)]
    amount: i32,
    secret: i32,
}
