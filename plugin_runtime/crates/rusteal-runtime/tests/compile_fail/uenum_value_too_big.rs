//~ ERROR #[uenum] values are 0..=254 (Unreal adds the _MAX entry); `Huge` is 255
//~ AT 255
#[uenum]
pub enum Size { Small, Huge = 255 }
