//! The registration plan and the instance registry, without the engine.

use super::*;
use std::sync::atomic::{AtomicUsize, Ordering};

fn ok() -> RustealResult<()> {
    Ok(())
}
fn ok_class() -> RustealResult<UClassHandle> {
    Ok(UClassHandle::null())
}
fn info() -> RustTypeInfo {
    RustTypeInfo::of::<()>(0, "")
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
            Step::Interface(i) => format!("interface {i}"),
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
    let steps = plan(&[&e], &classes, &[], &[], &[&f]).unwrap();
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
fn interfaces_come_after_the_classes_they_may_name_and_before_class_members() {
    fn iface() -> RustealResult<UClassHandle> {
        Ok(UClassHandle::null())
    }
    let door = ClassRegistration {
        type_id: 1,
        name: "Door",
        shape: 0,
        parent_id: 0,
        depends_on: &[],
        type_info: || RustTypeInfo::of::<u8>(1, "Door"),
        create: || Ok(UClassHandle::null()),
        members: ok,
        finalize: ok,
        after_defaults: ok,
    };
    let usable = InterfaceRegistration { type_id: 7, name: "Usable", register: iface };
    let opens = InterfaceRegistration { type_id: 8, name: "Openable", register: iface };
    let steps = plan(&[], &[&door], &[], &[&usable, &opens], &[]).unwrap();
    let pos = |s: Step| steps.iter().position(|x| *x == s).unwrap();
    assert!(pos(Step::CreateClass(0)) < pos(Step::Interface(1)));
    assert!(pos(Step::Interface(1)) < pos(Step::Interface(0)), "by name");
    assert!(pos(Step::Interface(0)) < pos(Step::ClassMembers(0)));
    let twice = plan(&[], &[], &[], &[&usable, &usable], &[]).unwrap_err();
    assert!(twice.to_string().contains("Usable"), "{twice}");
}

#[test]
fn nested_structs_come_first() {
    let outer =
        StructRegistration { type_id: 1, name: "Loadout", depends_on: &[2], create: ok, members: ok, finalize: ok };
    let inner =
        StructRegistration { type_id: 2, name: "Weapon", depends_on: &[], create: ok, members: ok, finalize: ok };
    let structs = [&outer, &inner];
    let steps = plan(&[], &[], &structs, &[], &[]).unwrap();
    assert_eq!(
        names(&steps, &[], &structs),
        [
            "struct Weapon",
            "struct Loadout",
            "fields Weapon",
            "finalize struct Weapon",
            "fields Loadout",
            "finalize struct Loadout"
        ]
        .map(String::from)
    );
}

#[test]
fn cycles_duplicates_and_orphan_impls_are_named() {
    let a = class(1, "A", 2, &[]);
    let b = class(2, "B", 1, &[]);
    let err = plan(&[], &[&a, &b], &[], &[], &[]).unwrap_err();
    assert!(err.to_string().contains("cycle: A, B"), "{err}");

    let c1 = class(5, "Door", 0, &[]);
    let c2 = class(5, "Gate", 0, &[]);
    let err = plan(&[], &[&c1, &c2], &[], &[], &[]).unwrap_err();
    assert!(err.to_string().contains("`Door` and `Gate`"), "{err}");

    let f = ClassFunctionRegistration { type_id: 77, shape: 0, register_functions: ok, class_defaults: None };
    let err = plan(&[], &[&c1], &[], &[], &[&f]).unwrap_err();
    assert!(err.to_string().contains("belongs to no #[uclass]"), "{err}");
}

#[test]
fn a_failing_step_stops_the_plan_and_names_the_type() {
    fn fail() -> RustealResult<()> {
        Err(RustealError::property_not_found("Health"))
    }
    let mut door = class(5, "Door", 0, &[]);
    door.members = fail;
    let steps = plan(&[], &[&door], &[], &[], &[]).unwrap();
    let err = run_plan(&steps, &[], &[&door], &[], &[], &[]).unwrap_err();
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
        register_type(RustTypeInfo::of::<Data>(t, "Data"));
    }
    let obj = UObjectHandle::from_addr(0x5000_0000);
    assert!(construct_instance(obj, t1));
    assert!(construct_instance(obj, t2));
    assert!(!construct_instance(obj, 0xdead), "unknown type");
    {
        let mut data = rust_data::<Data>(obj, t1, "Door").unwrap();
        data.get_mut().hits = 3;
        let again = rust_data::<Data>(obj, t1, "Door").expect("a second view borrows nothing yet");
        let refused = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| again.read(|d| d.hits)))
            .expect_err("reading what a `_mut()` borrow holds is refused");
        let message = refused.downcast_ref::<String>().cloned().unwrap_or_default();
        assert!(message.contains("Door is already in use by a call further up the stack"), "{message}");
    }
    assert_eq!(rust_data::<Data>(obj, t1, "Door").unwrap().get().hits, 3, "released when the borrow ended");
    let wrong = rust_data::<u32>(obj, t1, "Door").err().expect("another type is refused");
    assert!(wrong.to_string().contains("not Door's"), "{wrong}");
    let before = DROPS.load(Ordering::SeqCst);
    assert!(construct_instance(obj, t1), "replacing drops the old data");
    assert_eq!(DROPS.load(Ordering::SeqCst), before + 1);
    assert_eq!(rust_data::<Data>(obj, t1, "Door").unwrap().get().hits, 0);
    let held = rust_data::<Data>(obj, t2, "Door").unwrap();
    assert_eq!(drop_instance(obj, 0), 2);
    assert_eq!(DROPS.load(Ordering::SeqCst), before + 2, "the borrowed data lives until its call ends");
    drop(held);
    assert_eq!(DROPS.load(Ordering::SeqCst), before + 3);
    assert!(instance_data(obj, t1).is_null());
    assert!(rust_data::<Data>(obj, t1, "Door").is_err());
    assert_eq!(drop_instance(obj, 0), 0);
}

#[derive(Default)]
struct NoFields;

/// Like `Data`, without counting drops (that test counts them while this one runs).
#[derive(Default)]
struct Hits {
    hits: u32,
}

#[test]
fn brief_accesses_let_a_call_further_down_the_stack_use_the_same_object() {
    // Rusteal's unit: its method (outer) reads and writes its fields, then asks another unit to
    // interact with it, which looks it up again (inner) and reads it.
    let t = 0xaaaa_0004;
    register_type(RustTypeInfo::of::<Hits>(t, "Data"));
    let obj = UObjectHandle::from_addr(0x5000_0200);
    assert!(construct_instance(obj, t));
    let mut outer = rust_data::<Hits>(obj, t, "Unit").unwrap();
    outer.write(|d| d.hits = 4);
    let mut inner = rust_data::<Hits>(obj, t, "Unit").expect("a view of an object in use");
    assert_eq!(inner.read(|d| d.hits), 4);
    inner.write(|d| d.hits += 1);
    inner.get_mut().hits += 1;
    let refused = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| outer.read(|d| d.hits)));
    assert!(refused.is_err(), "the inner view holds it now");
    drop(inner);
    assert_eq!(outer.read(|d| d.hits), 6, "and gives it back when it ends");
    // A brief access that panics gives the flag back too.
    let failed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| outer.write(|_| panic!("in the body"))));
    assert!(failed.is_err());
    assert_eq!(rust_data::<Hits>(obj, t, "Unit").unwrap().get_mut().hits, 6);
    drop(outer);
    assert_eq!(drop_instance(obj, 0), 1);
}

#[test]
fn a_class_without_rust_fields_may_be_called_again_further_down_the_stack() {
    // Its data is zero-sized: two borrows alias nothing, so even held ones (a game mode's
    // ChoosePlayerStart while its BeginPlay creates a player) are not refused.
    let t = 0xaaaa_0003;
    register_type(RustTypeInfo::of::<NoFields>(t, "NoFields"));
    let obj = UObjectHandle::from_addr(0x5000_0100);
    assert!(construct_instance(obj, t));
    let mut outer = rust_data::<NoFields>(obj, t, "GameMode").unwrap();
    let _ = outer.get_mut();
    let mut inner = rust_data::<NoFields>(obj, t, "GameMode").expect("a nested view of no fields");
    let _ = inner.get_mut();
    drop(inner);
    drop(outer);
    assert!(rust_data::<NoFields>(obj, t, "GameMode").is_ok());
    assert_eq!(drop_instance(obj, 0), 1);
}

#[test]
fn functions_are_invoked_by_callback_id() {
    static SEEN: AtomicUsize = AtomicUsize::new(0);
    let id = register_function(|obj, _params| {
        SEEN.store(obj.to_addr() as usize, Ordering::SeqCst);
    });
    assert_ne!(id, 0);
    // SAFETY: the body does not touch the (null) buffer.
    unsafe {
        assert!(invoke_function(id, UObjectHandle::from_addr(0x77), std::ptr::null_mut()));
        assert_eq!(SEEN.load(Ordering::SeqCst), 0x77);
        assert!(!invoke_function(0, UObjectHandle::null(), std::ptr::null_mut()));
        assert!(!invoke_function(u64::MAX, UObjectHandle::null(), std::ptr::null_mut()));
    }
}
