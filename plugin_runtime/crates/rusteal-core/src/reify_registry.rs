//! The types a library declares in Rust, registered with the engine when the library loads, and
//! the Rust data of their objects.
//!
//! The macros submit registrations through `inventory`; `register_all_from_inventory` plans them
//! in dependency order and runs the plan:
//! 1. enums; 2. classes created, parents before children; 3. structs created, given their
//!    members and finalised, nested structs first; 4. class members (properties, components,
//!    interfaces); 5. functions; 6. classes finalised, then their `#[class_defaults]` and config,
//!    each after the classes it depends on (parent, component classes).
//!
//! The plan is a pure function of the registrations, tested without the engine.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::{Arc, Mutex};

use rusteal_ffi::{UClassHandle, UObjectHandle};

use crate::error::{RustealError, RustealResult};

/// How the runtime builds and drops the Rust data of a class's objects.
#[derive(Clone, Copy)]
pub struct RustTypeInfo {
    pub type_id: u64,
    pub name: &'static str,
    /// `Box::into_raw(Box::new(Data::default()))` as bytes.
    pub construct: fn() -> *mut u8,
    /// Drops what `construct` made.
    pub drop: unsafe fn(*mut u8),
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
inventory::collect!(ClassFunctionRegistration);

/// One step of a registration plan; indexes refer to the slices given to `plan`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    CreateEnum(usize),
    CreateClass(usize),
    CreateStruct(usize),
    StructMembers(usize),
    FinalizeStruct(usize),
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
    functions: &[&ClassFunctionRegistration],
) -> RustealResult<Vec<Step>> {
    check_unique("enums", enums.iter().map(|e| (e.type_id, e.name)))?;
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
    steps.extend(struct_order.iter().map(|&i| Step::StructMembers(i)));
    steps.extend(struct_order.iter().map(|&i| Step::FinalizeStruct(i)));

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
    let functions: Vec<_> = inventory::iter::<ClassFunctionRegistration>.into_iter().collect();
    let steps = plan(&enums, &classes, &structs, &functions)?;
    run_plan(&steps, &enums, &classes, &structs, &functions)
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

struct Registry {
    types: HashMap<u64, RustTypeInfo>,
    classes: HashMap<u64, UClassHandle>,
    /// (object address, type id) → Rust data.
    instances: HashMap<(u64, u64), usize>,
    functions: Vec<Arc<InvokeFn>>,
}

/// A function the engine calls with the object and its parameter buffer.
pub type InvokeFn = dyn Fn(UObjectHandle, *mut u8) + Send + Sync;

static REGISTRY: Mutex<Option<Registry>> = Mutex::new(None);

fn with_registry<R>(f: impl FnOnce(&mut Registry) -> R) -> R {
    let mut guard = REGISTRY.lock().unwrap_or_else(|p| p.into_inner());
    let reg = guard.get_or_insert_with(|| Registry {
        types: HashMap::new(),
        classes: HashMap::new(),
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
    let data = (info.construct)();
    let old = with_registry(|r| r.instances.insert((obj.to_addr(), type_id), data as usize));
    if let Some(old) = old {
        // SAFETY: made by this type's construct.
        unsafe { (info.drop)(old as *mut u8) };
    }
    true
}

/// The `drop_rust_instance` callback: drops the object's data of a type (0: of every type).
pub fn drop_instance(obj: UObjectHandle, type_id: u64) -> usize {
    let dropped: Vec<(u64, usize)> = with_registry(|r| {
        let keys: Vec<(u64, u64)> = r
            .instances
            .keys()
            .filter(|(o, t)| *o == obj.to_addr() && (type_id == 0 || *t == type_id))
            .copied()
            .collect();
        keys.into_iter().filter_map(|k| r.instances.remove(&k).map(|d| (k.1, d))).collect()
    });
    // Drop outside the lock: user Drop impls may call back into the registry.
    for (t, data) in &dropped {
        if let Some(info) = with_registry(|r| r.types.get(t).copied()) {
            // SAFETY: made by this type's construct and removed from the map.
            unsafe { (info.drop)(*data as *mut u8) };
        }
    }
    dropped.len()
}

/// The object's data for a type; null when it has none (never constructed, or dropped by a reload).
pub fn instance_data(obj: UObjectHandle, type_id: u64) -> *mut u8 {
    with_registry(|r| r.instances.get(&(obj.to_addr(), type_id)).copied().unwrap_or(0) as *mut u8)
}

/// How many objects have Rust data.
pub fn instance_count() -> usize {
    with_registry(|r| r.instances.len())
}

/// Registers a function body; the returned callback id (never 0) is what the engine passes back.
pub fn register_function(f: impl Fn(UObjectHandle, *mut u8) + Send + Sync + 'static) -> u64 {
    with_registry(|r| {
        r.functions.push(Arc::new(f));
        r.functions.len() as u64
    })
}

/// The `invoke_rust_function` callback. False for an unknown id.
pub fn invoke_function(callback_id: u64, obj: UObjectHandle, params: *mut u8) -> bool {
    let f = with_registry(|r| r.functions.get((callback_id as usize).wrapping_sub(1)).cloned());
    match f {
        Some(f) => {
            f(obj, params); // the lock is not held: the body may call back into the registry
            true
        }
        None => false,
    }
}

/// Drops every object's data and forgets everything (library shutdown).
pub fn clear_all() {
    let taken = REGISTRY.lock().unwrap_or_else(|p| p.into_inner()).take();
    if let Some(reg) = taken {
        for ((_, t), data) in reg.instances {
            if let Some(info) = reg.types.get(&t) {
                // SAFETY: made by this type's construct.
                unsafe { (info.drop)(data as *mut u8) };
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    fn ok() -> RustealResult<()> {
        Ok(())
    }
    fn ok_class() -> RustealResult<UClassHandle> {
        Ok(UClassHandle::null())
    }
    fn info() -> RustTypeInfo {
        RustTypeInfo { type_id: 0, name: "", construct: || std::ptr::null_mut(), drop: |_| {} }
    }
    const fn class(type_id: u64, name: &'static str, parent_id: u64, depends_on: &'static [u64]) -> ClassRegistration {
        ClassRegistration {
            type_id,
            name,
            shape: 0,
            parent_id,
            depends_on,
            type_info: info,
            create: ok_class,
            members: ok,
            finalize: ok,
            after_defaults: ok,
        }
    }

    fn names(steps: &[Step], classes: &[&ClassRegistration], structs: &[&StructRegistration]) -> Vec<String> {
        steps
            .iter()
            .map(|s| match *s {
                Step::CreateEnum(i) => format!("enum {i}"),
                Step::CreateClass(i) => format!("create {}", classes[i].name),
                Step::CreateStruct(i) => format!("struct {}", structs[i].name),
                Step::StructMembers(i) => format!("fields {}", structs[i].name),
                Step::FinalizeStruct(i) => format!("finalize struct {}", structs[i].name),
                Step::ClassMembers(i) => format!("members {}", classes[i].name),
                Step::Functions(f) => format!("functions {f}"),
                Step::FinalizeClass(i) => format!("finalize {}", classes[i].name),
                Step::ClassDefaults(f) => format!("defaults {f}"),
                Step::AfterDefaults(i) => format!("config {}", classes[i].name),
            })
            .collect()
    }

    #[test]
    fn parents_are_created_before_children_and_components_finalised_first() {
        // Registration order (inventory's link order) is the reverse of what the engine needs.
        let turret = class(3, "Turret", 2, &[4]); // child of Tower, has a Gun component
        let tower = class(2, "Tower", 0, &[]);
        let gun = class(4, "Gun", 0, &[]);
        let classes = [&turret, &tower, &gun];
        let f = ClassFunctionRegistration { type_id: 3, shape: 9, register_functions: ok, class_defaults: Some(ok) };
        let e = EnumRegistration { type_id: 10, name: "EMode", create: ok };
        let steps = plan(&[&e], &classes, &[], &[&f]).unwrap();
        assert_eq!(
            names(&steps, &classes, &[]),
            [
                "enum 0",
                "create Gun",
                "create Tower",
                "create Turret",
                "members Gun",
                "members Tower",
                "members Turret",
                "functions 0",
                "finalize Gun",
                "config Gun",
                "finalize Tower",
                "config Tower",
                "finalize Turret",
                "defaults 0",
                "config Turret",
            ]
            .map(String::from)
        );
        let pos = |s: &str| names(&steps, &classes, &[]).iter().position(|n| n == s).unwrap();
        assert!(pos("create Tower") < pos("create Turret"));
    }

    #[test]
    fn nested_structs_come_first() {
        let outer =
            StructRegistration { type_id: 1, name: "Loadout", depends_on: &[2], create: ok, members: ok, finalize: ok };
        let inner =
            StructRegistration { type_id: 2, name: "Weapon", depends_on: &[], create: ok, members: ok, finalize: ok };
        let structs = [&outer, &inner];
        let steps = plan(&[], &[], &structs, &[]).unwrap();
        assert_eq!(
            names(&steps, &[], &structs),
            [
                "struct Weapon",
                "struct Loadout",
                "fields Weapon",
                "fields Loadout",
                "finalize struct Weapon",
                "finalize struct Loadout"
            ]
            .map(String::from)
        );
    }

    #[test]
    fn cycles_duplicates_and_orphan_impls_are_named() {
        let a = class(1, "A", 2, &[]);
        let b = class(2, "B", 1, &[]);
        let err = plan(&[], &[&a, &b], &[], &[]).unwrap_err();
        assert!(err.to_string().contains("cycle: A, B"), "{err}");

        let c1 = class(5, "Door", 0, &[]);
        let c2 = class(5, "Gate", 0, &[]);
        let err = plan(&[], &[&c1, &c2], &[], &[]).unwrap_err();
        assert!(err.to_string().contains("`Door` and `Gate`"), "{err}");

        let f = ClassFunctionRegistration { type_id: 77, shape: 0, register_functions: ok, class_defaults: None };
        let err = plan(&[], &[&c1], &[], &[&f]).unwrap_err();
        assert!(err.to_string().contains("belongs to no #[uclass]"), "{err}");
    }

    #[test]
    fn a_failing_step_stops_the_plan_and_names_the_type() {
        fn fail() -> RustealResult<()> {
            Err(RustealError::property_not_found("Health"))
        }
        let mut door = class(5, "Door", 0, &[]);
        door.members = fail;
        let steps = plan(&[], &[&door], &[], &[]).unwrap();
        let err = run_plan(&steps, &[], &[&door], &[], &[]).unwrap_err();
        assert_eq!(err.to_string(), "adding the members of class Door: property not found: no property `Health`");
    }

    static DROPS: AtomicUsize = AtomicUsize::new(0);

    #[derive(Default)]
    struct Data {
        hits: u32,
    }
    impl Drop for Data {
        fn drop(&mut self) {
            DROPS.fetch_add(1, Ordering::SeqCst);
        }
    }

    #[test]
    fn instance_data_is_keyed_by_object_and_type_and_dropped_once() {
        let t1 = 0xaaaa_0001;
        let t2 = 0xaaaa_0002;
        for t in [t1, t2] {
            register_type(RustTypeInfo {
                type_id: t,
                name: "Data",
                construct: || Box::into_raw(Box::<Data>::default()) as *mut u8,
                // SAFETY: made by construct above.
                drop: |p| drop(unsafe { Box::from_raw(p as *mut Data) }),
            });
        }
        let obj = UObjectHandle::from_addr(0x5000_0000);
        assert!(construct_instance(obj, t1));
        assert!(construct_instance(obj, t2));
        assert!(!construct_instance(obj, 0xdead), "unknown type");
        let p = instance_data(obj, t1) as *mut Data;
        // SAFETY: the registry holds a live Data for (obj, t1).
        unsafe { (*p).hits = 3 };
        let before = DROPS.load(Ordering::SeqCst);
        assert!(construct_instance(obj, t1), "replacing drops the old data");
        assert_eq!(DROPS.load(Ordering::SeqCst), before + 1);
        // SAFETY: as above.
        assert_eq!(unsafe { (*(instance_data(obj, t1) as *mut Data)).hits }, 0);
        assert_eq!(drop_instance(obj, 0), 2);
        assert_eq!(DROPS.load(Ordering::SeqCst), before + 3);
        assert!(instance_data(obj, t1).is_null());
        assert_eq!(drop_instance(obj, 0), 0);
    }

    #[test]
    fn functions_are_invoked_by_callback_id() {
        static SEEN: AtomicUsize = AtomicUsize::new(0);
        let id = register_function(|obj, _| {
            SEEN.store(obj.to_addr() as usize, Ordering::SeqCst);
        });
        assert_ne!(id, 0);
        assert!(invoke_function(id, UObjectHandle::from_addr(0x77), std::ptr::null_mut()));
        assert_eq!(SEEN.load(Ordering::SeqCst), 0x77);
        assert!(!invoke_function(0, UObjectHandle::null(), std::ptr::null_mut()));
        assert!(!invoke_function(u64::MAX, UObjectHandle::null(), std::ptr::null_mut()));
    }
}
