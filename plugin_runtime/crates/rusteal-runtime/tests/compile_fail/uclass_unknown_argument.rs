//~ ERROR unknown #[uclass] argument `parnet`; accepted: parent = ..., implements = ..., config = ...
//~ AT parnet
#[uclass(parnet = Actor)]
pub struct Door {}
