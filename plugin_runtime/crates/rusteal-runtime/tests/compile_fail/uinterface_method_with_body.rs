//~ ERROR a #[uinterface] method has no body: the implementing class gives it
//~ AT {
#[uinterface]
pub trait Usable {
    fn use_by(&mut self, strength: i32) -> i32 {
        strength
    }
}
