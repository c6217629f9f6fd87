use rusteal_runtime::runtime::reify_registry::{self, Step};
use rusteal_runtime::{__inventory as inventory, OnLoad};

use super::*;

#[test]
fn classes_of_the_same_name_in_different_modules_have_different_ids() {
    assert_ne!(Door::__RUSTEAL_TYPE_ID, other::Door::__RUSTEAL_TYPE_ID);
    assert_eq!(<Door as UeClass>::RUST_TYPE_ID, Door::__RUSTEAL_TYPE_ID);
    assert_eq!(<Actor as UeClass>::RUST_TYPE_ID, 0, "engine classes are not Rust classes");
    assert_eq!(<Door as UeClass>::NAME, "Door");
}

#[test]
fn every_type_is_registered_in_dependency_order() {
    let enums: Vec<_> = inventory::iter::<reify_registry::EnumRegistration>.into_iter().collect();
    let classes: Vec<_> = inventory::iter::<reify_registry::ClassRegistration>.into_iter().collect();
    let structs: Vec<_> = inventory::iter::<reify_registry::StructRegistration>.into_iter().collect();
    let functions: Vec<_> = inventory::iter::<reify_registry::ClassFunctionRegistration>.into_iter().collect();
    let mut class_names: Vec<&str> = classes.iter().map(|c| c.name).collect();
    class_names.sort();
    assert_eq!(class_names, ["Door", "Door", "DoorHud", "VaultDoor"]);
    assert_eq!(enums.len(), 1);
    assert_eq!(structs.len(), 1);
    assert_eq!(functions.len(), 2, "two #[uclass_impl] blocks");
    assert_eq!(inventory::iter::<OnLoad>.into_iter().count(), 2);

    let steps = reify_registry::plan(&enums, &classes, &structs, &[], &functions).expect("a valid plan");
    let pos = |want: Step| steps.iter().position(|s| *s == want).unwrap();
    let idx = |name: &str, id: u64| classes.iter().position(|c| c.name == name && c.type_id == id).unwrap();
    let door = idx("Door", Door::__RUSTEAL_TYPE_ID);
    let vault = idx("VaultDoor", VaultDoor::__RUSTEAL_TYPE_ID);
    assert_eq!(steps[0], Step::CreateEnum(0), "enums first");
    assert!(pos(Step::CreateClass(door)) < pos(Step::CreateClass(vault)), "the parent is created first");
    assert!(pos(Step::FinalizeClass(door)) < pos(Step::FinalizeClass(vault)), "and finalised first");
    assert!(
        pos(Step::FinalizeStruct(0)) < pos(Step::ClassMembers(door)),
        "structs are ready before properties use them"
    );
    let vault_reg = classes[vault];
    assert_eq!(vault_reg.parent_id, Door::__RUSTEAL_TYPE_ID);
    assert!(vault_reg.depends_on.contains(&Door::__RUSTEAL_TYPE_ID));
}

#[test]
fn shapes_combine_the_struct_and_its_impl_blocks() {
    let door = reify_registry::class_shape(Door::__RUSTEAL_TYPE_ID);
    let hud = reify_registry::class_shape(DoorHud::__RUSTEAL_TYPE_ID);
    assert_ne!(door, 0);
    assert_ne!(door, hud);
    assert_ne!(Door::__RUSTEAL_SHAPE, door, "the impl block's shape is part of the class's");
    assert_eq!(door, reify_registry::class_shape(Door::__RUSTEAL_TYPE_ID), "stable");
}

#[test]
fn the_exports_exist_with_the_hosts_signatures() {
    assert_eq!(rusteal_version(), rusteal_runtime::ffi::RUSTEAL_VERSION);
    let init: unsafe extern "C" fn(*const rusteal_runtime::ffi::RustealApiTable) -> _ = rusteal_init;
    let _ = init; // exported with the host's signature (calling it with a table is rusteal-host's test)
    rusteal_shutdown();
    rusteal_shutdown();
}

#[test]
fn inheritance_is_transitive_through_rust_and_engine_classes() {
    fn inherits<T: Inherits<U>, U: UeClass>() {}
    inherits::<VaultDoor, Door>();
    inherits::<VaultDoor, Actor>();
    inherits::<VaultDoor, engine::Object>();
    inherits::<Door, Door>();
    inherits::<engine::StaticMeshComponent, engine::ActorComponent>();
    let _ = SubclassOf::<Actor>::of::<VaultDoor>;
}

#[test]
fn uenum_values_round_trip() {
    assert_eq!(DoorState::Opening.to_i64(), 2);
    assert_eq!(DoorState::from_i64(3), Some(DoorState::Open));
    assert_eq!(DoorState::from_i64(1), None);
    assert_eq!(DoorState::first_variant(), DoorState::Closed);
}
