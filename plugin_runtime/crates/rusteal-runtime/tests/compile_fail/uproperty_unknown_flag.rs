//~ ERROR unknown #[uproperty] argument `BlueprintReadWirte`; accepted: BlueprintReadWrite, BlueprintReadOnly
//~ AT BlueprintReadWirte
#[uclass(parent = Actor)]
pub struct Door {
    #[uproperty(BlueprintReadWirte)]
    speed: f32,
}
