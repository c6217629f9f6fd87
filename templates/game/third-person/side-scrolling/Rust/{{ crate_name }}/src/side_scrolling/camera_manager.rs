//! SideScrollingCameraManager: the Side Scrolling variant's `ASideScrollingCameraManager`, the
//! player camera manager whose `BlueprintUpdateCamera` places the side view: looking along -Y at
//! the zoom distance, easing along X within the level's bounds, following the target's height
//! when it stands, lands or stays level (`rules::camera_location`).

use bindings::engine::{Actor, EDrawDebugTrace, ETraceTypeQuery, GameplayStatics, KismetSystemLibrary, Pawn, PlayerCameraManagerExt};
use bindings::prelude::*;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{OutRef, OwnedStruct, RustealResult, UObjectRef, UStructRef};
use rusteal_runtime::{uclass, uclass_impl};

use super::rules::{self, CameraFrame, CameraSettings, CameraState};

/// How far below a target moving vertically the ground is looked for.
const GROUND_TRACE_DEPTH: f64 = 1000.0;

#[uclass(parent = PlayerCameraManager)]
pub struct SideScrollingCameraManager {
    /// The camera's distance from the target along Y.
    #[uproperty(EditAnywhere, category = "Side Scrolling", default = rules::CURRENT_ZOOM)]
    current_zoom: f32,

    /// How far above the target the camera starts.
    #[uproperty(EditAnywhere, category = "Side Scrolling", default = rules::CAMERA_Z_OFFSET)]
    camera_z_offset: f32,

    /// The camera's lowest X.
    #[uproperty(EditAnywhere, category = "Side Scrolling", default = rules::CAMERA_X_MIN_BOUNDS)]
    camera_x_min_bounds: f32,

    /// The camera's highest X.
    #[uproperty(EditAnywhere, category = "Side Scrolling", default = rules::CAMERA_X_MAX_BOUNDS)]
    camera_x_max_bounds: f32,

    /// The followed height, and whether the first frame placed the camera.
    state: CameraState,
}

#[uclass_impl]
impl SideScrollingCameraManager {
    /// The view of a pawn target; false (the engine's view) for any other target.
    #[ufunction(Override)]
    fn blueprint_update_camera(
        &mut self,
        camera_target: UObjectRef<Actor>,
        new_camera_location: UStructRef<FVector>,
        new_camera_rotation: UStructRef<FRotator>,
        new_camera_fov: OutRef<f32>,
    ) -> bool {
        self.update(camera_target, new_camera_location, new_camera_rotation, new_camera_fov).unwrap_or(false)
    }
}

impl SideScrollingCameraManager {
    fn update(
        &mut self,
        camera_target: UObjectRef<Actor>,
        new_camera_location: UStructRef<FVector>,
        new_camera_rotation: UStructRef<FRotator>,
        new_camera_fov: OutRef<f32>,
    ) -> RustealResult<bool> {
        let Ok(pawn) = camera_target.cast::<Pawn>() else {
            return Ok(false);
        };
        let pawn = pawn.checked()?;
        new_camera_rotation.set_pitch(0.0);
        new_camera_rotation.set_yaw(rules::CAMERA_VIEW_YAW);
        new_camera_rotation.set_roll(0.0);
        new_camera_fov.set(rules::CAMERA_FOV);

        let world = self.self_ref().upcast_to();
        let target_location = pawn.k2_get_actor_location().to_vector();
        let target_moving_vertically = pawn.get_velocity().to_vector().z.abs() > 1.0e-8;
        let ground_below = target_moving_vertically && {
            let below = target_location - Vector::new(0.0, 0.0, GROUND_TRACE_DEPTH);
            KismetSystemLibrary::line_trace_single(
                world,
                &FVector::from_dvec3(target_location),
                &FVector::from_dvec3(below),
                ETraceTypeQuery::TraceTypeQuery1,
                false,
                &[camera_target],
                EDrawDebugTrace::None,
                false,
                &OwnedStruct::new(),
                &OwnedStruct::new(),
                None,
            )
            .0
        };
        let frame = CameraFrame {
            target_location,
            camera_location: self.as_ref().checked()?.get_camera_location().to_vector(),
            target_moving_vertically,
            ground_below,
            delta_time: GameplayStatics::get_world_delta_seconds(world),
        };
        let settings = CameraSettings {
            zoom: self.current_zoom(),
            z_offset: self.camera_z_offset(),
            x_min: self.camera_x_min_bounds(),
            x_max: self.camera_x_max_bounds(),
        };
        let (location, state) = rules::camera_location(&settings, &self.state(), &frame);
        self.set_state(state);
        new_camera_location.set_x(location.x);
        new_camera_location.set_y(location.y);
        new_camera_location.set_z(location.z);
        Ok(true)
    }
}
