//~ ERROR `NotAClass` is not an engine class
//~ AT NotAClass
pub struct NotAClass;
#[uclass(parent = NotAClass)]
pub struct Door {}
