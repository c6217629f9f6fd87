//! What the cars' constructors share: four wheel setups on the mesh's physics wheel bones, front
//! left, front right, back left, back right, the front ones of one wheel class and the back ones of
//! another, with no additional offset.

use bindings::chaos_vehicles::{
    ChaosVehicleWheel, ChaosWheeledVehicleMovementComponent, ChaosWheeledVehicleMovementComponentExt, FChaosWheelSetup,
    FChaosWheelSetupExt,
};
use bindings::prelude::*;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{OwnedStruct, RustealResult, SubclassOf};

/// Writes the movement's `WheelSetups`: `bones` in the order front left, front right, back left,
/// back right.
pub fn set_wheels(
    movement: &Checked<ChaosWheeledVehicleMovementComponent>,
    bones: [&str; 4],
    front: SubclassOf<ChaosVehicleWheel>,
    rear: SubclassOf<ChaosVehicleWheel>,
) -> RustealResult<()> {
    movement.set_legacy_wheel_friction_position(true);
    let setups: Vec<OwnedStruct<FChaosWheelSetup>> = bones
        .iter()
        .enumerate()
        .map(|(i, bone)| {
            let setup = OwnedStruct::<FChaosWheelSetup>::new();
            setup.as_ref().set_wheel_class(if i < 2 { front } else { rear });
            setup.as_ref().set_bone_name(FName::new(*bone));
            setup.as_ref().set_additional_offset(&FVector::from_dvec3(Vector::ZERO));
            setup
        })
        .collect();
    movement.wheel_setups().set_all(&setups)
}
