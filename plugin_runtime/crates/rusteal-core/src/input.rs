//! Enhanced Input on raw handles, and the touch interface check, where Rusteal games reach them
//! (`rusteal_runtime::runtime::input`). The typed binding is the bindings crate's
//! `manual::bind_action`, which takes an `ETriggerEvent`.

use rusteal_ffi::UObjectHandle;

use crate::error::RustealResult;

pub use crate::world::should_display_touch_interface;

/// Binds `trigger_event` (an `ETriggerEvent` value: 1 Triggered, 2 Started, 4 Ongoing,
/// 8 Canceled, 16 Completed) of `action` on `actor`'s Enhanced Input component to the actor's
/// `#[ufunction]` `function` (its Unreal name), as C++ `BindAction(Action, TriggerEvent, this,
/// &AFoo::Function)`. The function takes nothing, or a leading part of (FInputActionValue, elapsed
/// seconds, triggered seconds, the InputAction).
pub fn bind_action_raw(
    actor: UObjectHandle,
    action: UObjectHandle,
    trigger_event: u8,
    function: &str,
) -> RustealResult<()> {
    crate::world::bind_action(actor, action, trigger_event, function)
}

/// When an Enhanced Input binding fires: Unreal's `ETriggerEvent`, with its values (flags).
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ETriggerEvent {
    None = 0,
    Triggered = 1,
    Started = 2,
    Ongoing = 4,
    Canceled = 8,
    Completed = 16,
}

impl From<ETriggerEvent> for u8 {
    fn from(e: ETriggerEvent) -> u8 {
        e as u8
    }
}

/// A trigger event as `bind_action` takes it: this module's `ETriggerEvent`, the bindings' (when
/// the engine's reflection exports it), or Unreal's value as a `u8`.
pub trait TriggerEventValue {
    fn trigger_value(self) -> u8;
}

impl TriggerEventValue for u8 {
    fn trigger_value(self) -> u8 {
        self
    }
}

impl TriggerEventValue for ETriggerEvent {
    fn trigger_value(self) -> u8 {
        self as u8
    }
}

impl<E: crate::UeEnum> TriggerEventValue for E {
    fn trigger_value(self) -> u8 {
        self.to_i64() as u8
    }
}

#[cfg(test)]
mod tests {
    use super::ETriggerEvent;

    #[test]
    fn trigger_events_have_unreal_values() {
        let values: Vec<u8> = [
            ETriggerEvent::None,
            ETriggerEvent::Triggered,
            ETriggerEvent::Started,
            ETriggerEvent::Ongoing,
            ETriggerEvent::Canceled,
            ETriggerEvent::Completed,
        ]
        .into_iter()
        .map(u8::from)
        .collect();
        assert_eq!(values, [0, 1, 2, 4, 8, 16]);
    }
}
