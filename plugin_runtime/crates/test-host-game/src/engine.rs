//! The engine classes this crate names. A real game gets them from its generated bindings crate.

use rusteal_runtime::prelude::*;
use rusteal_runtime::runtime::reify::engine_class;

macro_rules! engine_class {
    ($name:ident : $parent:ty) => {
        pub struct $name;
        impl UeClass for $name {
            const NAME: &'static str = stringify!($name);
            fn static_class() -> rusteal_runtime::ffi::UClassHandle {
                static CACHE: std::sync::OnceLock<rusteal_runtime::ffi::UClassHandle> = std::sync::OnceLock::new();
                engine_class(&CACHE, stringify!($name))
            }
        }
        impl HasParent for $name {
            type Parent = $parent;
        }
        impl<U: UeClass> Inherits<U> for $name where $parent: Inherits<U> {}
    };
}

pub struct Object;
impl UeClass for Object {
    const NAME: &'static str = "Object";
    fn static_class() -> rusteal_runtime::ffi::UClassHandle {
        static CACHE: std::sync::OnceLock<rusteal_runtime::ffi::UClassHandle> = std::sync::OnceLock::new();
        engine_class(&CACHE, "Object")
    }
}
engine_class!(Actor: Object);
engine_class!(ActorComponent: Object);
engine_class!(SceneComponent: ActorComponent);
engine_class!(StaticMeshComponent: SceneComponent);
