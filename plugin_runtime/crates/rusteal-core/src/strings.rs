//! UTF-8 strings coming back from the engine in "buf3" form: a buffer, its length, and the full
//! length written back, so a caller can retry with a bigger buffer.

/// An output buffer for one string.
pub struct Utf8Out {
    buf: Vec<u8>,
    len: u32,
}

impl Utf8Out {
    /// A buffer of `capacity` bytes (1 KiB when 0).
    pub fn new(capacity: usize) -> Self {
        Self { buf: vec![0; if capacity == 0 { 1024 } else { capacity }], len: 0 }
    }
    pub fn ptr(&mut self) -> *mut u8 {
        self.buf.as_mut_ptr()
    }
    pub fn capacity(&self) -> u32 {
        self.buf.len() as u32
    }
    pub fn len_ptr(&mut self) -> *mut u32 {
        &mut self.len
    }
    /// Whether the string did not fit.
    pub fn truncated(&self) -> bool {
        self.len as usize > self.buf.len()
    }
    /// A buffer big enough for what did not fit.
    pub fn grown(&self) -> Self {
        Self::new(self.len as usize)
    }
    /// For a second call: a bigger buffer when this one was too small, else this one.
    pub fn for_retry(self) -> Self {
        if self.truncated() { self.grown() } else { self }
    }
    /// The string (invalid UTF-8 replaced, which the engine never sends).
    pub fn into_string(mut self) -> String {
        self.buf.truncate((self.len as usize).min(self.buf.len()));
        String::from_utf8(self.buf).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_string_that_did_not_fit_asks_for_a_bigger_buffer() {
        let mut out = Utf8Out::new(4);
        let text = b"hello world";
        // What a wrapper does: copy at most capacity bytes, report the full length.
        // SAFETY: the buffer has `capacity` bytes.
        unsafe { std::ptr::copy_nonoverlapping(text.as_ptr(), out.ptr(), out.capacity() as usize) };
        // SAFETY: valid pointer.
        unsafe { *out.len_ptr() = text.len() as u32 };
        assert!(out.truncated());
        let mut bigger = out.grown();
        assert_eq!(bigger.capacity(), 11);
        // SAFETY: as above.
        unsafe { std::ptr::copy_nonoverlapping(text.as_ptr(), bigger.ptr(), text.len()) };
        // SAFETY: as above.
        unsafe { *bigger.len_ptr() = text.len() as u32 };
        assert!(!bigger.truncated());
        assert_eq!(bigger.into_string(), "hello world");
    }
}
