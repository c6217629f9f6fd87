//~ ERROR an interface method returns its value (a class, a Blueprint or nobody may implement it): not a RustealResult
//~ AT ->
#[uinterface]
pub trait Usable {
    fn use_by(&mut self, strength: i32) -> RustealResult<i32>;
}
