//! The engine classes this crate uses. A real game gets them from its generated bindings crate;
//! this test crate stands in for it with the same shape (a unit type per class, `UeClass` looking
//! the class up by name, `HasParent`, and `Inherits` of every ancestor through the parent).

use rusteal_runtime::prelude::*;
use rusteal_runtime::runtime::reify::engine_class;

macro_rules! engine_classes {
    ($($name:ident : $parent:ident),* $(,)?) => {$(
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
    )*};
}

pub struct Object;
impl UeClass for Object {
    const NAME: &'static str = "Object";
    fn static_class() -> rusteal_runtime::ffi::UClassHandle {
        static CACHE: std::sync::OnceLock<rusteal_runtime::ffi::UClassHandle> = std::sync::OnceLock::new();
        engine_class(&CACHE, "Object")
    }
}

engine_classes! {
    Actor: Object,
    Pawn: Actor,
    ActorComponent: Object,
    SceneComponent: ActorComponent,
    StaticMeshComponent: SceneComponent,
    PointLightComponent: SceneComponent,
    UserWidget: Object,
    TextBlock: Object,
    WidgetAnimation: Object,
}
