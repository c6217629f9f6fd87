//! An engine object's multicast delegate, as the generated bindings hand it out
//! (`actor.on_actor_begin_overlap()`): `add` binds a Rust closure taking the delegate's
//! parameters, `add_ufunction` binds a `UFunction` of another object by name (C++'s `AddDynamic`).
//!
//! `MulticastDelegateRef<(A, B, ..)>` is typed by its signature's parameters; each parameter type
//! is a `DelegateParam` (read from the broadcast's parameter buffer). Structs arrive as an
//! `OwnedStruct` copy, so a closure may keep them; objects as `UObjectRef`, checked before use like
//! any other reference.

use std::marker::PhantomData;

use crate::delegate_registry::{self, DelegateBinding};
use crate::object_ref::{UeClass, UeHandle};
use crate::property::{NativeValue, PropertyCache};
use crate::reify_registry::ParamBuffer;
use crate::struct_ref::{OwnedStruct, UeStruct};
use crate::{RustealError, RustealResult};
use rusteal_ffi::{FPropertyHandle, UObjectHandle};

/// A delegate parameter's Rust type: read from the parameter buffer of a broadcast.
pub trait DelegateParam: Sized {
    fn read(buffer: &ParamBuffer, offset: u32) -> RustealResult<Self>;
}

impl<V: NativeValue> DelegateParam for V {
    fn read(buffer: &ParamBuffer, offset: u32) -> RustealResult<Self> {
        Ok(buffer.read::<V>(offset))
    }
}

impl<S: UeStruct> DelegateParam for OwnedStruct<S> {
    fn read(buffer: &ParamBuffer, offset: u32) -> RustealResult<Self> {
        // SAFETY: the engine's buffer holds an initialised `S` at the offset its reflection gave.
        unsafe { OwnedStruct::<S>::copy_of(buffer.as_ptr().add(offset as usize)) }
    }
}

/// A multicast delegate property of one object, typed by its parameters (`Args`, a tuple).
pub struct MulticastDelegateRef<Args> {
    obj: UObjectHandle,
    cache: &'static PropertyCache,
    lookup: fn(&PropertyCache) -> RustealResult<FPropertyHandle>,
    params: &'static [&'static str],
    _args: PhantomData<fn(Args)>,
}

impl<Args> MulticastDelegateRef<Args> {
    /// The delegate `cache` names on class `C`, of the object `obj`; `params` are its signature's
    /// parameter names, in order (what the generated accessors pass).
    pub fn new<C: UeClass>(obj: UObjectHandle, cache: &'static PropertyCache, params: &'static [&'static str]) -> Self {
        Self { obj, cache, lookup: PropertyCache::get::<C>, params, _args: PhantomData }
    }

    /// The delegate's name, as Unreal reflects it (`OnActorBeginOverlap`).
    pub fn name(&self) -> &'static str {
        self.cache.name()
    }

    /// Binds a `UFunction` of `target` by name, as C++'s `AddDynamic`: once, however many times it
    /// is bound. The function takes the delegate's parameters; it stays bound while both live.
    pub fn add_ufunction(&self, target: &impl UeHandle, function: &str) -> RustealResult<()> {
        let prop = self.property()?;
        delegate_registry::add_ufunction(self.obj, prop, target.handle(), function)
            .map_err(|e| e.context(format!("binding `{function}` to {}", self.name())))
    }

    fn property(&self) -> RustealResult<FPropertyHandle> {
        if !crate::api::is_api_initialized() {
            return Err(RustealError::invalid_operation("delegates need the engine"));
        }
        (self.lookup)(self.cache)
    }

    fn bind(
        &self,
        mut read_and_call: impl FnMut(&ParamBuffer, &[u32]) -> RustealResult<()> + Send + 'static,
    ) -> RustealResult<DelegateBinding> {
        let prop = self.property()?;
        let name = self.name();
        let offsets = delegate_registry::delegate_offsets(prop, name, self.params)?;
        delegate_registry::bind_multicast(self.obj, prop, move |buffer| {
            if let Err(e) = read_and_call(buffer, &offsets) {
                crate::logging::log(crate::logging::LOG_WARNING, &format!("{name}: {e}"));
            }
        })
    }
}

macro_rules! delegate_arity {
    ($($arg:ident $idx:tt),*) => {
        impl<$($arg: DelegateParam + 'static),*> MulticastDelegateRef<($($arg,)*)> {
            /// Binds a closure taking the delegate's parameters; it stays bound while the returned
            /// binding lives (`detach()` keeps it for as long as the object does). The closure may
            /// capture object references and change what it captured (`Send`, `FnMut`).
            #[allow(non_snake_case, unused_variables)]
            pub fn add(
                &self,
                mut f: impl FnMut($($arg),*) + Send + 'static,
            ) -> RustealResult<DelegateBinding> {
                self.bind(move |buffer, offsets| {
                    $(let $arg = $arg::read(buffer, offsets[$idx])?;)*
                    f($($arg),*);
                    Ok(())
                })
            }
        }
    };
}

delegate_arity!();
delegate_arity!(A 0);
delegate_arity!(A 0, B 1);
delegate_arity!(A 0, B 1, C 2);
delegate_arity!(A 0, B 1, C 2, D 3);
delegate_arity!(A 0, B 1, C 2, D 3, E 4);
delegate_arity!(A 0, B 1, C 2, D 3, E 4, F 5);
delegate_arity!(A 0, B 1, C 2, D 3, E 4, F 5, G 6);
delegate_arity!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7);
delegate_arity!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8);
delegate_arity!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::object_ref::UObjectRef;

    struct Probe;
    impl UeClass for Probe {
        const NAME: &'static str = "Probe";
        fn static_class() -> rusteal_ffi::UClassHandle {
            rusteal_ffi::UClassHandle::null()
        }
    }

    #[test]
    fn without_the_engine_binding_is_an_error_naming_why() {
        static CACHE: PropertyCache = PropertyCache::new("OnActorBeginOverlap");
        let d: MulticastDelegateRef<(UObjectRef<Probe>, UObjectRef<Probe>)> =
            MulticastDelegateRef::new::<Probe>(UObjectHandle::null(), &CACHE, &["OverlappedActor", "OtherActor"]);
        assert_eq!(d.name(), "OnActorBeginOverlap");
        let Err(err) = d.add(|_a, _b| {}) else { panic!("bound without the engine") };
        assert!(err.to_string().contains("delegates need the engine"), "{err}");
        // Rusteal's form compiles: a `move` closure capturing an object reference (`Send`, not
        // `Sync`) and changing its own state.
        let me = UObjectRef::<Probe>::null();
        let mut seen = Vec::new();
        let Err(err) = d.add(move |_a, _b| seen.push(me.is_valid())) else {
            panic!("bound without the engine")
        };
        assert!(err.to_string().contains("delegates need the engine"), "{err}");
        let Err(err) = d.add_ufunction(&UObjectRef::<Probe>::null(), "BeginOverlap") else {
            panic!("bound without the engine")
        };
        assert!(err.to_string().contains("delegates need the engine"), "{err}");
    }
}
