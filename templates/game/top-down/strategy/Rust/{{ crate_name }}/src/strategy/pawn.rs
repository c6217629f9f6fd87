//! StrategyPawn: the Strategy variant's `AStrategyPawn`, the camera the player looks at the level
//! through. It floats on a horizontal plane high above the units and looks down orthographically;
//! the player controller pans it and sets its zoom (the camera's orthographic width). It controls
//! no unit: the player controller commands them.

use bindings::engine::{CameraComponent, CameraComponentExt, ECameraProjectionMode, FloatingPawnMovement, MovementComponentExt, Pawn, SceneComponent};
use bindings::prelude::*;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{RustealResult, UObjectRef};
use rusteal_runtime::{uclass, uclass_impl};

use super::model;

#[uclass(parent = Pawn)]
pub struct StrategyPawn {
    #[component(root, name = "Root")]
    root: SceneComponent,

    /// The view down at the level.
    #[component(attach = "root", name = "Camera")]
    camera: CameraComponent,

    /// Moves the pawn on its plane.
    #[component(name = "Floating Pawn Movement")]
    floating_pawn_movement: FloatingPawnMovement,
}

#[uclass_impl]
impl StrategyPawn {
    /// What `AStrategyPawn::AStrategyPawn()` sets: an orthographic camera and a plane to float on.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let camera = self.camera()?.checked()?;
        camera.set_projection_mode(ECameraProjectionMode::Orthographic);
        camera.set_ortho_width(model::PAWN_ORTHO_WIDTH);
        camera.set_auto_plane_shift(model::PAWN_AUTO_PLANE_SHIFT);
        camera.set_update_ortho_planes(false);

        let movement = self.floating_pawn_movement()?.checked()?;
        movement.set_plane_constraint_enabled(true);
        movement.set_plane_constraint_normal(&FVector::from_dvec3(Vector::new(0.0, 0.0, 1.0)));
        movement.set_plane_constraint_origin(&FVector::from_dvec3(Vector::new(0.0, 0.0, model::PAWN_PLANE_HEIGHT)));
        Ok(())
    }
}

impl StrategyPawn {
    /// The camera's zoom: its orthographic width.
    pub fn set_zoom(&self, ortho_width: f32) -> RustealResult<()> {
        self.camera()?.checked()?.set_ortho_width(ortho_width);
        Ok(())
    }

    /// The pawn's camera.
    pub fn view(&self) -> RustealResult<UObjectRef<CameraComponent>> {
        self.camera()
    }
}
