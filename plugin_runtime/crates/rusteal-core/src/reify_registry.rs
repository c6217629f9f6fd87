//! The types a library declares in Rust, registered with the engine when the library loads, and
//! the Rust data of their objects.
//!
//! The macros submit registrations through `inventory`; `register_all_from_inventory` plans them
//! in dependency order and runs the plan:
//! 1. enums; 2. classes created, parents before children; 3. structs created, given their
//!    members and finalised, nested structs first; 4. `#[uinterface]`s (their functions may name
//!    the classes); 5. class members (properties, components, interfaces); 6. functions;
//!    7. classes finalised, then their `#[class_defaults]` and config, each after the classes it
//!    depends on (parent, component classes).
//!
//! The plan is a pure function of the registrations, tested without the engine.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};

use rusteal_ffi::{UClassHandle, UObjectHandle};

use crate::error::{RustealError, RustealResult};

/// How the runtime builds and drops the Rust data of a class's objects.
#[derive(Clone, Copy)]
pub struct RustTypeInfo {
    pub type_id: u64,
    pub name: &'static str,
    /// The data's Rust type, checked whenever the data is borrowed.
    pub data_type: fn() -> std::any::TypeId,
    /// `Box::into_raw(Box::new(Data::default()))` as bytes.
    pub construct: fn() -> *mut u8,
    /// Drops what `construct` made.
    pub drop: unsafe fn(*mut u8),
}

impl RustTypeInfo {
    /// The info for data of type `T`, built with `T::default()`.
    pub fn of<T: Default + 'static>(type_id: u64, name: &'static str) -> Self {
        fn construct<T: Default>() -> *mut u8 {
            Box::into_raw(Box::<T>::default()) as *mut u8
        }
        unsafe fn drop_boxed<T>(p: *mut u8) {
            // SAFETY: `p` was made by `construct::<T>` and is dropped once.
            drop(unsafe { Box::from_raw(p as *mut T) });
        }
        Self { type_id, name, data_type: std::any::TypeId::of::<T>, construct: construct::<T>, drop: drop_boxed::<T> }
    }
}

/// A `#[uenum]`.
pub struct EnumRegistration {
    pub type_id: u64,
    pub name: &'static str,
    pub create: fn() -> RustealResult<()>,
}

/// A `#[uclass]`.
pub struct ClassRegistration {
    pub type_id: u64,
    pub name: &'static str,
    /// The shape of the struct's declarations (combined with its impl blocks' at registration).
    pub shape: u64,
    /// The parent's id when the parent is a Rust class of this library, else 0.
    pub parent_id: u64,
    /// Ids of the classes whose default objects this one's needs first (parent, components).
    pub depends_on: &'static [u64],
    pub type_info: fn() -> RustTypeInfo,
    /// Creates the empty class (its parent exists by then).
    pub create: fn() -> RustealResult<UClassHandle>,
    /// Properties, components, interfaces.
    pub members: fn() -> RustealResult<()>,
    /// Finalises the class and applies `default =` values on its default object.
    pub finalize: fn() -> RustealResult<()>,
    /// Runs after the class defaults (config).
    pub after_defaults: fn() -> RustealResult<()>,
}

/// A `#[ustruct]`.
pub struct StructRegistration {
    pub type_id: u64,
    pub name: &'static str,
    /// Ids of the Rust structs it contains.
    pub depends_on: &'static [u64],
    pub create: fn() -> RustealResult<()>,
    pub members: fn() -> RustealResult<()>,
    pub finalize: fn() -> RustealResult<()>,
}

/// A `#[uinterface]`: `register` creates it (or rebuilds it in place on a reload), adds its
/// functions and finalises it.
pub struct InterfaceRegistration {
    pub type_id: u64,
    pub name: &'static str,
    pub register: fn() -> RustealResult<UClassHandle>,
}

/// A `#[uclass_impl]` block.
pub struct ClassFunctionRegistration {
    pub type_id: u64,
    pub shape: u64,
    pub register_functions: fn() -> RustealResult<()>,
    pub class_defaults: Option<fn() -> RustealResult<()>>,
}

inventory::collect!(EnumRegistration);
inventory::collect!(ClassRegistration);
inventory::collect!(StructRegistration);
inventory::collect!(InterfaceRegistration);
inventory::collect!(ClassFunctionRegistration);

/// One step of a registration plan; indexes refer to the slices given to `plan`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    CreateEnum(usize),
    CreateClass(usize),
    CreateStruct(usize),
    StructMembers(usize),
    FinalizeStruct(usize),
    Interface(usize),
    ClassMembers(usize),
    Functions(usize),
    FinalizeClass(usize),
    ClassDefaults(usize),
    AfterDefaults(usize),
}

/// Orders `items` (id, name, ids it needs first) so that each comes after what it needs among
/// them; ties by name. Needs outside the set are ignored (engine types).
fn dependency_order(kind: &str, items: &[(u64, &'static str, Vec<u64>)]) -> RustealResult<Vec<usize>> {
    let index: HashMap<u64, usize> = items.iter().enumerate().map(|(i, (id, _, _))| (*id, i)).collect();
    let mut done = HashSet::new();
    let mut order = Vec::with_capacity(items.len());
    let mut by_name: Vec<usize> = (0..items.len()).collect();
    by_name.sort_by_key(|&i| items[i].1);
    while order.len() < items.len() {
        let before = order.len();
        for &i in &by_name {
            if done.contains(&i) {
                continue;
            }
            let ready =
                items[i].2.iter().all(|d| *d == items[i].0 || !index.contains_key(d) || done.contains(&index[d]));
            if ready {
                done.insert(i);
                order.push(i);
            }
        }
        if order.len() == before {
            let waiting: Vec<&str> = by_name.iter().filter(|i| !done.contains(i)).map(|&i| items[i].1).collect();
            return Err(RustealError::invalid_operation(format!(
                "{kind} depend on each other in a cycle: {}",
                waiting.join(", ")
            )));
        }
    }
    Ok(order)
}

fn check_unique(kind: &str, ids: impl Iterator<Item = (u64, &'static str)>) -> RustealResult<()> {
    let mut seen: BTreeMap<u64, &str> = BTreeMap::new();
    for (id, name) in ids {
        if let Some(other) = seen.insert(id, name) {
            return Err(RustealError::invalid_operation(format!(
                "two {kind} have the same type id {id:#x}: `{other}` and `{name}`"
            )));
        }
    }
    Ok(())
}

/// The registration plan: every step in the order the engine needs.
pub fn plan(
    enums: &[&EnumRegistration],
    classes: &[&ClassRegistration],
    structs: &[&StructRegistration],
    interfaces: &[&InterfaceRegistration],
    functions: &[&ClassFunctionRegistration],
) -> RustealResult<Vec<Step>> {
    check_unique("enums", enums.iter().map(|e| (e.type_id, e.name)))?;
    check_unique("interfaces", interfaces.iter().map(|i| (i.type_id, i.name)))?;
    check_unique("classes", classes.iter().map(|c| (c.type_id, c.name)))?;
    check_unique("structs", structs.iter().map(|s| (s.type_id, s.name)))?;
    let class_ids: HashMap<u64, usize> = classes.iter().enumerate().map(|(i, c)| (c.type_id, i)).collect();
    for f in functions {
        if !class_ids.contains_key(&f.type_id) {
            return Err(RustealError::invalid_operation(format!(
                "a #[uclass_impl] block belongs to no #[uclass] (type id {:#x}); keep it in the module of its struct",
                f.type_id
            )));
        }
    }

    let mut steps = Vec::new();
    let mut enum_order: Vec<usize> = (0..enums.len()).collect();
    enum_order.sort_by_key(|&i| enums[i].name);
    steps.extend(enum_order.into_iter().map(Step::CreateEnum));

    let parents: Vec<_> = classes.iter().map(|c| (c.type_id, c.name, vec![c.parent_id])).collect();
    let create_order = dependency_order("classes (through their parents)", &parents)?;
    steps.extend(create_order.iter().map(|&i| Step::CreateClass(i)));

    let nested: Vec<_> = structs.iter().map(|s| (s.type_id, s.name, s.depends_on.to_vec())).collect();
    let struct_order = dependency_order("structs", &nested)?;
    steps.extend(struct_order.iter().map(|&i| Step::CreateStruct(i)));
    // A struct's fields name the structs nested in it, finalised before it.
    for &i in &struct_order {
        steps.push(Step::StructMembers(i));
        steps.push(Step::FinalizeStruct(i));
    }
    let mut interface_order: Vec<usize> = (0..interfaces.len()).collect();
    interface_order.sort_by_key(|&i| interfaces[i].name);
    steps.extend(interface_order.into_iter().map(Step::Interface));

    steps.extend(create_order.iter().map(|&i| Step::ClassMembers(i)));
    let mut fn_order: Vec<usize> = (0..functions.len()).collect();
    let position: HashMap<usize, usize> = create_order.iter().enumerate().map(|(p, &i)| (i, p)).collect();
    fn_order.sort_by_key(|&f| (position[&class_ids[&functions[f].type_id]], functions[f].shape));
    steps.extend(fn_order.iter().map(|&f| Step::Functions(f)));

    let deps: Vec<_> = classes
        .iter()
        .map(|c| {
            let mut d = c.depends_on.to_vec();
            d.push(c.parent_id);
            (c.type_id, c.name, d)
        })
        .collect();
    for i in dependency_order("classes (through their parents and components)", &deps)? {
        steps.push(Step::FinalizeClass(i));
        for &f in &fn_order {
            if functions[f].type_id == classes[i].type_id && functions[f].class_defaults.is_some() {
                steps.push(Step::ClassDefaults(f));
            }
        }
        steps.push(Step::AfterDefaults(i));
    }
    Ok(steps)
}

/// Runs a plan; the first failure stops it, naming the type and the step.
pub fn run_plan(
    steps: &[Step],
    enums: &[&EnumRegistration],
    classes: &[&ClassRegistration],
    structs: &[&StructRegistration],
    interfaces: &[&InterfaceRegistration],
    functions: &[&ClassFunctionRegistration],
) -> RustealResult<()> {
    let class_name = |id: u64| classes.iter().find(|c| c.type_id == id).map_or("?", |c| c.name);
    for step in steps {
        let (result, what, name) = match *step {
            Step::CreateEnum(i) => ((enums[i].create)(), "creating enum", enums[i].name),
            Step::CreateClass(i) => {
                register_type((classes[i].type_info)());
                let r = (classes[i].create)().map(|h| record_class(classes[i].type_id, h));
                (r, "creating class", classes[i].name)
            }
            Step::CreateStruct(i) => ((structs[i].create)(), "creating struct", structs[i].name),
            Step::StructMembers(i) => ((structs[i].members)(), "adding the fields of struct", structs[i].name),
            Step::FinalizeStruct(i) => ((structs[i].finalize)(), "finalising struct", structs[i].name),
            Step::Interface(i) => {
                let r = (interfaces[i].register)().map(|h| record_class(interfaces[i].type_id, h));
                (r, "registering interface", interfaces[i].name)
            }
            Step::ClassMembers(i) => ((classes[i].members)(), "adding the members of class", classes[i].name),
            Step::Functions(f) => {
                ((functions[f].register_functions)(), "adding the functions of class", class_name(functions[f].type_id))
            }
            Step::FinalizeClass(i) => ((classes[i].finalize)(), "finalising class", classes[i].name),
            Step::ClassDefaults(f) => (
                functions[f].class_defaults.map_or(Ok(()), |d| d()),
                "running #[class_defaults] of",
                class_name(functions[f].type_id),
            ),
            Step::AfterDefaults(i) => ((classes[i].after_defaults)(), "applying the config of class", classes[i].name),
        };
        result.map_err(|e| e.context(format!("{what} {name}")))?;
    }
    Ok(())
}

/// Registers every type the library's macros submitted.
pub fn register_all_from_inventory() -> RustealResult<()> {
    let enums: Vec<_> = inventory::iter::<EnumRegistration>.into_iter().collect();
    let classes: Vec<_> = inventory::iter::<ClassRegistration>.into_iter().collect();
    let structs: Vec<_> = inventory::iter::<StructRegistration>.into_iter().collect();
    let interfaces: Vec<_> = inventory::iter::<InterfaceRegistration>.into_iter().collect();
    let functions: Vec<_> = inventory::iter::<ClassFunctionRegistration>.into_iter().collect();
    let steps = plan(&enums, &classes, &structs, &interfaces, &functions)?;
    run_plan(&steps, &enums, &classes, &structs, &interfaces, &functions)
}

/// A class's shape: its struct's combined with its impl blocks'.
pub fn class_shape(type_id: u64) -> u64 {
    let mut shapes: Vec<u64> =
        inventory::iter::<ClassRegistration>.into_iter().filter(|c| c.type_id == type_id).map(|c| c.shape).collect();
    shapes.extend(
        inventory::iter::<ClassFunctionRegistration>.into_iter().filter(|f| f.type_id == type_id).map(|f| f.shape),
    );
    crate::shape::combine(&shapes)
}

// ----- classes, type infos and instance data ---------------------------------------------------

/// One object's Rust data of one type. Freed when the registry forgot it and no `RustData`
/// borrows it any more.
struct InstanceCell {
    data: *mut u8,
    info: RustTypeInfo,
    in_use: AtomicBool,
}

// SAFETY: the data is only reached through `RustData`, which is not Send and takes `in_use`.
unsafe impl Send for InstanceCell {}
// SAFETY: as above.
unsafe impl Sync for InstanceCell {}

impl Drop for InstanceCell {
    fn drop(&mut self) {
        // SAFETY: made by this type's construct; this is the last reference.
        unsafe { (self.info.drop)(self.data) };
    }
}

struct Registry {
    types: HashMap<u64, RustTypeInfo>,
    classes: HashMap<u64, UClassHandle>,
    structs: HashMap<u64, rusteal_ffi::UStructHandle>,
    enums: HashMap<u64, UClassHandle>,
    /// (object address, type id) → Rust data.
    instances: HashMap<(u64, u64), Arc<InstanceCell>>,
    functions: Vec<Arc<InvokeFn>>,
}

/// A function the engine calls with the object and its parameter buffer.
pub type InvokeFn = dyn Fn(UObjectHandle, &mut ParamBuffer) + Send + Sync;

mod rust_data;
pub use rust_data::{RustData, rust_data};

/// The Rust data of an object seen as class `C`: checks the object is valid and is a `C` (when
/// the engine is attached), then borrows its data.
pub fn bind<C: crate::object_ref::UeClass, D: 'static>(obj: UObjectHandle) -> RustealResult<RustData<D>> {
    let r = crate::object_ref::UObjectRef::<C>::from_raw(obj);
    let checked = r.checked()?;
    // SAFETY: checked valid just now; the table is installed (checked() succeeded).
    if !unsafe { crate::ffi_dispatch::core_is_a(checked.raw(), C::static_class()) } {
        return Err(RustealError::invalid_cast_to(C::NAME));
    }
    rust_data::<D>(obj, C::RUST_TYPE_ID, C::NAME)
}

/// A function's parameter buffer, as the engine passed it to `invoke_rust_function`.
pub struct ParamBuffer {
    base: *mut u8,
}

impl ParamBuffer {
    /// # Safety
    /// `base` must be the engine's parameter buffer of the function being invoked, live for the call.
    pub unsafe fn from_raw(base: *mut u8) -> Self {
        Self { base }
    }
    pub fn as_ptr(&self) -> *mut u8 {
        self.base
    }
    /// Reads the parameter at an offset the engine's reflection gave.
    pub fn read<V: crate::property::NativeValue>(&self, offset: u32) -> V {
        // SAFETY: from_raw's contract; offsets come from the engine's reflection of this function.
        unsafe { crate::property::native_mem_read(self.base, offset) }
    }
    /// Writes the parameter (an out parameter or the return value) at an offset.
    pub fn write<V: crate::property::NativeValue>(&mut self, offset: u32, value: V) {
        // SAFETY: as above.
        unsafe { crate::property::native_mem_write(self.base, offset, value) }
    }
    /// The struct parameter at an offset, borrowed.
    pub fn struct_ref<S>(&mut self, offset: u32) -> crate::struct_ref::UStructRef<S> {
        // SAFETY: as above.
        unsafe { crate::struct_ref::UStructRef::from_raw(self.base.add(offset as usize)) }
    }
    /// The out parameter at an offset.
    pub fn out_ref<V: crate::property::NativeValue>(&mut self, offset: u32) -> crate::struct_ref::OutRef<V> {
        // SAFETY: as above.
        unsafe { crate::struct_ref::OutRef::from_raw(self.base.add(offset as usize)) }
    }
}

static REGISTRY: Mutex<Option<Registry>> = Mutex::new(None);

fn with_registry<R>(f: impl FnOnce(&mut Registry) -> R) -> R {
    let mut guard = REGISTRY.lock().unwrap_or_else(|p| p.into_inner());
    let reg = guard.get_or_insert_with(|| Registry {
        types: HashMap::new(),
        classes: HashMap::new(),
        structs: HashMap::new(),
        enums: HashMap::new(),
        instances: HashMap::new(),
        functions: Vec::new(),
    });
    f(reg)
}

pub fn register_type(info: RustTypeInfo) {
    with_registry(|r| r.types.insert(info.type_id, info));
}

fn record_class(type_id: u64, class: UClassHandle) {
    with_registry(|r| r.classes.insert(type_id, class));
}

/// The engine class created for a Rust type, if it was registered.
pub fn class_of(type_id: u64) -> Option<UClassHandle> {
    with_registry(|r| r.classes.get(&type_id).copied())
}

/// The `construct_rust_instance` callback: builds the object's data for a type, replacing any.
/// Returns false for an unknown type.
pub fn construct_instance(obj: UObjectHandle, type_id: u64) -> bool {
    let Some(info) = with_registry(|r| r.types.get(&type_id).copied()) else { return false };
    let cell = Arc::new(InstanceCell { data: (info.construct)(), info, in_use: AtomicBool::new(false) });
    let old = with_registry(|r| r.instances.insert((obj.to_addr(), type_id), cell));
    drop(old); // outside the lock: user Drop impls may call back into the registry
    true
}

/// The `drop_rust_instance` callback: drops the object's data of a type (0: of every type).
/// Data still borrowed by a running call is freed when that call ends.
pub fn drop_instance(obj: UObjectHandle, type_id: u64) -> usize {
    let dropped: Vec<Arc<InstanceCell>> = with_registry(|r| {
        let keys: Vec<(u64, u64)> = r
            .instances
            .keys()
            .filter(|(o, t)| *o == obj.to_addr() && (type_id == 0 || *t == type_id))
            .copied()
            .collect();
        keys.into_iter().filter_map(|k| r.instances.remove(&k)).collect()
    });
    dropped.len()
}

/// The object's data for a type; null when it has none (never constructed, or dropped by a reload).
pub fn instance_data(obj: UObjectHandle, type_id: u64) -> *mut u8 {
    with_registry(|r| r.instances.get(&(obj.to_addr(), type_id)).map_or(std::ptr::null_mut(), |c| c.data))
}

/// How many objects have Rust data.
pub fn instance_count() -> usize {
    with_registry(|r| r.instances.len())
}

/// Registers a function body; the returned callback id (never 0) is what the engine passes back.
pub fn register_function(f: impl Fn(UObjectHandle, &mut ParamBuffer) + Send + Sync + 'static) -> u64 {
    with_registry(|r| {
        r.functions.push(Arc::new(f));
        r.functions.len() as u64
    })
}

/// The `invoke_rust_function` callback. False for an unknown id.
///
/// # Safety
/// `params` must be the engine's parameter buffer of the function registered under `callback_id`.
pub unsafe fn invoke_function(callback_id: u64, obj: UObjectHandle, params: *mut u8) -> bool {
    let f = with_registry(|r| r.functions.get((callback_id as usize).wrapping_sub(1)).cloned());
    match f {
        Some(f) => {
            // SAFETY: the engine passes the parameter buffer of the function it invokes.
            let mut buffer = unsafe { ParamBuffer::from_raw(params) };
            f(obj, &mut buffer); // the lock is not held: the body may call back into the registry
            true
        }
        None => false,
    }
}

/// Drops every object's data and forgets everything (library shutdown).
pub fn clear_all() {
    let taken = REGISTRY.lock().unwrap_or_else(|p| p.into_inner()).take();
    drop(taken); // the cells drop their data, outside the lock
}

/// Records the engine struct created for a Rust struct type.
pub fn record_struct(type_id: u64, ustruct: rusteal_ffi::UStructHandle) {
    with_registry(|r| r.structs.insert(type_id, ustruct));
}

/// The engine struct created for a Rust struct type.
pub fn struct_of(type_id: u64) -> Option<rusteal_ffi::UStructHandle> {
    with_registry(|r| r.structs.get(&type_id).copied())
}

/// Records the engine enum created for a Rust enum type.
pub fn record_enum(type_id: u64, uenum: UClassHandle) {
    with_registry(|r| r.enums.insert(type_id, uenum));
}

/// The engine enum created for a Rust enum type.
pub fn enum_of(type_id: u64) -> Option<UClassHandle> {
    with_registry(|r| r.enums.get(&type_id).copied())
}

#[cfg(test)]
mod tests;
