//! The inventory's arithmetic, without the engine: stacks of items, each up to its item's stack
//! size, in at most so many slots, under a weight limit. `cargo test` (inside `Rust/`) runs the
//! tests below.

/// What limits how many of one item fit.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// How many of the item one stack holds (at least 1).
    pub max_stack: i32,
    /// How many stacks the inventory holds.
    pub max_slots: i32,
    /// How many more of the item the weight limit lets in; `None` for no limit.
    pub room_by_weight: Option<i32>,
}

/// How many of an item weighing `weight` fit under `max_weight` with `carried` already held;
/// `None` when there is no limit (`max_weight` 0) or the item weighs nothing.
pub fn room_by_weight(max_weight: f32, carried: f32, weight: f32) -> Option<i32> {
    (max_weight > 0.0 && weight > 0.0).then(|| (((max_weight - carried) / weight).floor() as i32).max(0))
}

/// Adds up to `count` of `item`: the item's stacks are topped up first, in order, then new
/// stacks are opened while there are free slots. Returns how many were added.
pub fn add<K: Copy + PartialEq>(stacks: &mut Vec<(K, i32)>, item: K, count: i32, limits: Limits) -> i32 {
    let max_stack = limits.max_stack.max(1);
    let mut wanted = count.max(0);
    if let Some(room) = limits.room_by_weight {
        wanted = wanted.min(room);
    }
    let mut left = wanted;
    for (held_item, held) in stacks.iter_mut() {
        if left == 0 {
            break;
        }
        if *held_item == item && *held < max_stack {
            let put = left.min(max_stack - *held);
            *held += put;
            left -= put;
        }
    }
    while left > 0 && (stacks.len() as i32) < limits.max_slots {
        let put = left.min(max_stack);
        stacks.push((item, put));
        left -= put;
    }
    wanted - left
}

/// Removes up to `count` of `item`, from its last stacks first so the first ones stay full; an
/// emptied stack frees its slot. Returns how many were removed.
pub fn remove<K: Copy + PartialEq>(stacks: &mut Vec<(K, i32)>, item: K, count: i32) -> i32 {
    let wanted = count.max(0);
    let mut left = wanted;
    for index in (0..stacks.len()).rev() {
        if left == 0 {
            break;
        }
        let (held_item, held) = stacks[index];
        if held_item != item {
            continue;
        }
        let take = left.min(held);
        if take == held {
            stacks.remove(index);
        } else {
            stacks[index].1 -= take;
        }
        left -= take;
    }
    wanted - left
}

/// How many of `item` the stacks hold.
pub fn count_of<K: PartialEq>(stacks: &[(K, i32)], item: &K) -> i32 {
    stacks.iter().filter(|(held, _)| held == item).map(|(_, count)| count).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROOMY: Limits = Limits { max_stack: 5, max_slots: 20, room_by_weight: None };

    #[test]
    fn items_top_up_their_stacks_before_opening_new_ones() {
        let mut stacks = vec![('a', 3), ('b', 1)];
        assert_eq!(add(&mut stacks, 'a', 9, ROOMY), 9);
        assert_eq!(stacks, vec![('a', 5), ('b', 1), ('a', 5), ('a', 2)]);
        assert_eq!(count_of(&stacks, &'a'), 12);
    }

    #[test]
    fn the_slots_and_the_weight_limit_what_fits() {
        let mut stacks = vec![];
        assert_eq!(add(&mut stacks, 'a', 12, Limits { max_slots: 2, ..ROOMY }), 10);
        assert_eq!(stacks, vec![('a', 5), ('a', 5)]);
        let mut light = vec![];
        assert_eq!(room_by_weight(10.0, 4.0, 2.5), Some(2));
        assert_eq!(add(&mut light, 'b', 7, Limits { room_by_weight: room_by_weight(10.0, 4.0, 2.5), ..ROOMY }), 2);
        assert_eq!(room_by_weight(0.0, 4.0, 2.5), None);
        assert_eq!(room_by_weight(10.0, 12.0, 1.0), Some(0));
        assert_eq!(add(&mut light, 'b', -3, ROOMY), 0);
    }

    #[test]
    fn removing_takes_from_the_last_stacks_and_frees_emptied_slots() {
        let mut stacks = vec![('a', 5), ('b', 1), ('a', 5), ('a', 2)];
        assert_eq!(remove(&mut stacks, 'a', 4), 4);
        assert_eq!(stacks, vec![('a', 5), ('b', 1), ('a', 3)]);
        assert_eq!(remove(&mut stacks, 'a', 20), 8);
        assert_eq!(stacks, vec![('b', 1)]);
        assert_eq!(remove(&mut stacks, 'c', 1), 0);
    }
}
