//~ ERROR #[uenum] variants carry no data
//~ AT (i32)
#[uenum]
pub enum Size { Small(i32) }
