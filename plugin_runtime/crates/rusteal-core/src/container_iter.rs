//! Iterating the container views as Rusteal's games do: `for x in &array` and `array.iter()` give
//! each element as a `RustealResult` (an array reads one element per step, so a change the loop
//! makes is seen; a map or set is copied once, its order the engine's); `bulk_iter()` copies
//! every element in one call and yields them as values; `to_hash_map` / `to_hash_set` collect.

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

use crate::containers::{ContainerElement, UeArray, UeMap, UeSet};
use crate::error::RustealResult;

/// The elements of a `UeArray`, read one by one (`get(i)`), up to the length it had at the start.
pub struct UeArrayIter<'a, T: ContainerElement> {
    array: &'a UeArray<T>,
    index: usize,
    len: usize,
}

impl<T: ContainerElement> Iterator for UeArrayIter<'_, T> {
    type Item = RustealResult<T>;
    fn next(&mut self) -> Option<Self::Item> {
        if self.index >= self.len {
            return None;
        }
        self.index += 1;
        Some(self.array.get(self.index - 1))
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.len - self.index;
        (left, Some(left))
    }
}
impl<T: ContainerElement> ExactSizeIterator for UeArrayIter<'_, T> {}

/// The elements of a map or set, copied in one call; an error of the copy is its one item.
pub struct UeCopiedIter<T> {
    items: std::vec::IntoIter<RustealResult<T>>,
}

impl<T> UeCopiedIter<T> {
    fn new(copied: RustealResult<Vec<T>>) -> Self {
        let items: Vec<RustealResult<T>> = match copied {
            Ok(all) => all.into_iter().map(Ok).collect(),
            Err(e) => vec![Err(e)],
        };
        Self { items: items.into_iter() }
    }
}

impl<T> Iterator for UeCopiedIter<T> {
    type Item = RustealResult<T>;
    fn next(&mut self) -> Option<Self::Item> {
        self.items.next()
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.items.size_hint()
    }
}
impl<T> ExactSizeIterator for UeCopiedIter<T> {}

impl<T: ContainerElement> UeArray<T> {
    /// Each element in turn, as a `RustealResult` (none when the owner is gone).
    pub fn iter(&self) -> UeArrayIter<'_, T> {
        UeArrayIter { array: self, index: 0, len: self.len().unwrap_or(0) }
    }
    /// Every element, copied in one call, as values.
    pub fn bulk_iter(&self) -> RustealResult<std::vec::IntoIter<T>> {
        Ok(self.to_vec()?.into_iter())
    }
}

impl<'a, T: ContainerElement> IntoIterator for &'a UeArray<T> {
    type Item = RustealResult<T>;
    type IntoIter = UeArrayIter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<K: ContainerElement, V: ContainerElement> UeMap<K, V> {
    /// Each pair, as a `RustealResult`, from one copy of the map.
    pub fn iter(&self) -> UeCopiedIter<(K, V)> {
        UeCopiedIter::new(self.to_vec())
    }
    /// Every pair, copied in one call, as values.
    pub fn bulk_iter(&self) -> RustealResult<std::vec::IntoIter<(K, V)>> {
        Ok(self.to_vec()?.into_iter())
    }
}

impl<K: ContainerElement + Hash + Eq, V: ContainerElement> UeMap<K, V> {
    /// The map as a `HashMap`, copied in one call.
    pub fn to_hash_map(&self) -> RustealResult<HashMap<K, V>> {
        Ok(self.to_vec()?.into_iter().collect())
    }
}

impl<K: ContainerElement, V: ContainerElement> IntoIterator for &UeMap<K, V> {
    type Item = RustealResult<(K, V)>;
    type IntoIter = UeCopiedIter<(K, V)>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T: ContainerElement> UeSet<T> {
    /// Each element, as a `RustealResult`, from one copy of the set.
    pub fn iter(&self) -> UeCopiedIter<T> {
        UeCopiedIter::new(self.to_vec())
    }
    /// Every element, copied in one call, as values.
    pub fn bulk_iter(&self) -> RustealResult<std::vec::IntoIter<T>> {
        Ok(self.to_vec()?.into_iter())
    }
}

impl<T: ContainerElement + Hash + Eq> UeSet<T> {
    /// The set as a `HashSet`, copied in one call.
    pub fn to_hash_set(&self) -> RustealResult<HashSet<T>> {
        Ok(self.to_vec()?.into_iter().collect())
    }
}

impl<T: ContainerElement> IntoIterator for &UeSet<T> {
    type Item = RustealResult<T>;
    type IntoIter = UeCopiedIter<T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
