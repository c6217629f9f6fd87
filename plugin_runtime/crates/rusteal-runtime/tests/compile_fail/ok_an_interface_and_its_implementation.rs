//~ OK
#[uinterface]
pub trait Usable {
    fn use_by(&mut self, user: UObjectRef<Actor>, strength: i32) -> i32;
    fn reset(&self);
}

#[uclass(parent = Actor)]
pub struct Lever {
    #[uproperty(BlueprintReadWrite)]
    pulls: i32,
}

#[uclass_impl]
impl Usable for Lever {
    fn use_by(&mut self, user: UObjectRef<Actor>, strength: i32) -> i32 {
        self.set_pulls(self.pulls() + strength);
        self.pulls()
    }
    fn reset(&self) {}
}

fn through_the_interface(thing: UObjectRef<Actor>) -> i32 {
    match thing.interface::<dyn Usable>() {
        Ok(mut usable) => usable.use_by(thing, 2),
        Err(_) => 0,
    }
}
