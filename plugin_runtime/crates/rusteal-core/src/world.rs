//! The world, widget and input sub-tables: spawning and finding actors and objects, creating widgets,
//! binding input actions. `manual/` in the generated bindings builds its typed helpers on these.

use rusteal_ffi::{UClassHandle, UObjectHandle};

use crate::error::{RustealError, RustealResult, check_ffi_ctx};
use crate::math::Transform;

fn engine() -> RustealResult<()> {
    if crate::api::is_api_initialized() {
        Ok(())
    } else {
        Err(RustealError::invalid_operation("the world needs the engine"))
    }
}

/// Spawns an actor of a class at a transform.
pub fn spawn_actor(
    world: UObjectHandle,
    class: UClassHandle,
    at: &Transform,
    owner: UObjectHandle,
) -> RustealResult<UObjectHandle> {
    engine()?;
    let t = at.to_native();
    // SAFETY: the table is installed; the buffer lives for the call.
    let a = unsafe { crate::ffi_dispatch::world_spawn_actor(world, class, t.as_ptr(), t.len() as u32, owner) };
    if a.is_null() { Err(RustealError::invalid_operation("the engine did not spawn the actor")) } else { Ok(a) }
}

/// Spawns an actor whose construction waits for `finish_spawning` (its properties can be set
/// first). `collision` is an `ESpawnActorCollisionHandlingMethod` (0 the class's default).
pub fn spawn_actor_deferred(
    world: UObjectHandle,
    class: UClassHandle,
    at: &Transform,
    owner: UObjectHandle,
    instigator: UObjectHandle,
    collision: u8,
) -> RustealResult<UObjectHandle> {
    engine()?;
    let t = at.to_native();
    // SAFETY: the table is installed; the buffer lives for the call.
    let a = unsafe {
        crate::ffi_dispatch::world_spawn_actor_deferred(
            world,
            class,
            t.as_ptr(),
            t.len() as u32,
            owner,
            instigator,
            collision,
        )
    };
    if a.is_null() { Err(RustealError::invalid_operation("the engine did not spawn the actor")) } else { Ok(a) }
}

/// Finishes spawning an actor `spawn_actor_deferred` made (its construction and BeginPlay run).
pub fn finish_spawning(actor: UObjectHandle, at: &Transform) -> RustealResult<()> {
    engine()?;
    let t = at.to_native();
    // SAFETY: the table is installed; the buffer lives for the call.
    check_ffi_ctx(
        unsafe { crate::ffi_dispatch::world_finish_spawning(actor, t.as_ptr(), t.len() as u32) },
        "finishing the spawn",
    )
}

/// A data table's row as struct `T` (`UDataTable::FindRow<T>`): `None` when the table has no such
/// row or its rows are another struct. The row is the table's memory: it lives as long as the table.
pub fn find_data_table_row<T: crate::struct_ref::UeStruct>(
    table: &impl crate::object_ref::UeHandle,
    row: crate::fname::FName,
) -> RustealResult<Option<crate::struct_ref::UStructRef<T>>> {
    engine()?;
    // SAFETY: the table is installed; the engine checks the table object and the struct.
    let at = unsafe { crate::ffi_dispatch::world_find_data_table_row(table.handle(), row.raw(), T::static_struct()) };
    // SAFETY: a non-null answer is a row of struct T inside the table, live while the table is.
    Ok((!at.is_null()).then(|| unsafe { crate::struct_ref::UStructRef::from_raw(at) }))
}

/// Every actor of a class in a world.
pub fn all_actors_of_class(world: UObjectHandle, class: UClassHandle) -> RustealResult<Vec<UObjectHandle>> {
    engine()?;
    let mut buf: Vec<UObjectHandle> = vec![UObjectHandle::null(); 256];
    for _ in 0..3 {
        let mut count = 0u32;
        // SAFETY: the buffer holds `len` handles.
        let code = unsafe {
            crate::ffi_dispatch::world_get_all_actors_of_class(
                world,
                class,
                buf.as_mut_ptr() as *mut u8,
                (buf.len() * 8) as u32,
                &mut count,
            )
        };
        if code == rusteal_ffi::RustealErrorCode::BufferTooSmall && count as usize > buf.len() {
            buf = vec![UObjectHandle::null(); count as usize];
            continue;
        }
        check_ffi_ctx(code, "listing the actors of a class")?;
        buf.truncate(count as usize);
        return Ok(buf);
    }
    Err(RustealError::invalid_operation("the number of actors kept growing while being listed"))
}

/// An object by path, loading it when needed.
pub fn load_object(class: UClassHandle, path: &str) -> RustealResult<UObjectHandle> {
    engine()?;
    // SAFETY: the table is installed.
    let o = unsafe { crate::ffi_dispatch::world_load_object(class, path.as_ptr(), path.len() as u32) };
    if o.is_null() { Err(RustealError::invalid_operation(format!("cannot load `{path}`"))) } else { Ok(o) }
}

/// An object already loaded, by path.
pub fn find_object(class: UClassHandle, path: &str) -> RustealResult<Option<UObjectHandle>> {
    engine()?;
    // SAFETY: the table is installed.
    let o = unsafe { crate::ffi_dispatch::world_find_object(class, path.as_ptr(), path.len() as u32) };
    Ok((!o.is_null()).then_some(o))
}

/// The world an object is in.
pub fn world_of(obj: UObjectHandle) -> RustealResult<UObjectHandle> {
    engine()?;
    // SAFETY: the table is installed.
    let w = unsafe { crate::ffi_dispatch::world_get_world(obj) };
    if w.is_null() { Err(RustealError::invalid_operation("the object is in no world")) } else { Ok(w) }
}

/// `world_of` by Rusteal's name.
pub fn get_world_raw(object: UObjectHandle) -> RustealResult<UObjectHandle> {
    world_of(object)
}

/// A new object of a class.
pub fn new_object(outer: UObjectHandle, class: UClassHandle) -> RustealResult<UObjectHandle> {
    engine()?;
    // SAFETY: the table is installed.
    let o = unsafe { crate::ffi_dispatch::world_new_object(outer, class) };
    if o.is_null() { Err(RustealError::invalid_operation("the engine did not create the object")) } else { Ok(o) }
}

/// The object type of a collision channel.
pub fn channel_to_object_type(channel: u8) -> RustealResult<u8> {
    engine()?;
    // SAFETY: the table is installed.
    Ok(unsafe { crate::ffi_dispatch::world_channel_to_object_type(channel) })
}

/// Creates a widget of a class, owned as `CreateWidget` picks (player controller, world, game instance).
pub fn create_widget(owner: UObjectHandle, class: UClassHandle) -> RustealResult<UObjectHandle> {
    engine()?;
    // SAFETY: the table is installed.
    let w = unsafe { crate::ffi_dispatch::widget_create_widget(owner, class) };
    if w.is_null() { Err(RustealError::invalid_operation("the engine did not create the widget")) } else { Ok(w) }
}

/// Makes `root` the root widget of a user widget.
pub fn set_root_widget(user_widget: UObjectHandle, root: UObjectHandle) -> RustealResult<()> {
    engine()?;
    // SAFETY: the table is installed.
    check_ffi_ctx(unsafe { crate::ffi_dispatch::widget_set_root_widget(user_widget, root) }, "setting the root widget")
}

/// Binds an Enhanced Input action to a `#[ufunction]` of an actor.
pub fn bind_action(
    actor: UObjectHandle,
    action: UObjectHandle,
    trigger_event: u8,
    function: &str,
) -> RustealResult<()> {
    engine()?;
    // SAFETY: the table is installed.
    let code = unsafe {
        crate::ffi_dispatch::input_bind_action(actor, action, trigger_event, function.as_ptr(), function.len() as u32)
    };
    check_ffi_ctx(code, format!("binding an input action to `{function}`"))
}

/// Whether the platform shows touch controls.
pub fn should_display_touch_interface() -> bool {
    // SAFETY: the table is installed when asked.
    crate::api::is_api_initialized() && unsafe { crate::ffi_dispatch::input_should_display_touch_interface() }
}
