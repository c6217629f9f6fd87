//! HorrorCharacter: the Horror variant's `AHorrorCharacter`, a first-person character with a
//! flashlight on its camera and a sprint that tires (`sprint.rs`).
//!
//! It is a `FirstPersonCharacter` as the C++ class is an `ATP_FirstPersonCharacter`: arms, camera,
//! moving, looking and jumping are the parent's, whose input binding it runs first (as
//! `Super::SetupPlayerInputComponent`). The sprint meter ticks on a looping timer of
//! `SprintFixedTickTime` seconds set in BeginPlay and cleared in EndPlay, as the C++ class does;
//! the two delegates the UI listens to are the C++ class's (OnSprintMeterUpdated,
//! OnSprintStateChanged).

use bindings::engine::{
    CharacterExt, CharacterMovementComponentExt, ELightUnits, KismetSystemLibrary, LightComponentExt,
    LocalLightComponentExt, SceneComponentExt, SpotLightComponent, SpotLightComponentExt,
};
use bindings::enhanced_input::{ETriggerEvent, InputAction};
use bindings::prelude::*;
use rusteal_runtime::prelude::{Rotator, Vector};
use rusteal_runtime::runtime::{LOG_WARNING, RustealResult, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::sprint::{Sprint, SprintEffects, SprintSettings};
use crate::character::FirstPersonCharacter;

/// The flashlight, where the C++ constructor puts it on the camera and how bright.
const SPOT_LIGHT_LOCATION: [f64; 3] = [30.0, 17.5, -5.0];
const SPOT_LIGHT_ROTATION: [f64; 3] = [-18.6, -1.3, 5.26];
const SPOT_LIGHT_INTENSITY: f32 = 0.5;
const SPOT_LIGHT_ATTENUATION_RADIUS: f32 = 1050.0;
const SPOT_LIGHT_INNER_CONE_ANGLE: f32 = 18.7;
const SPOT_LIGHT_OUTER_CONE_ANGLE: f32 = 45.24;

/// The timer's function (`SprintFixedTick`, this class's UFUNCTION).
const SPRINT_TICK: &str = "SprintFixedTick";

#[uclass(parent = FirstPersonCharacter)]
pub struct HorrorCharacter {
    /// The flashlight.
    #[component(attach = "first_person_camera_component", name = "SpotLight")]
    spot_light: SpotLightComponent,

    /// Sprint input action.
    #[uproperty(EditAnywhere, category = "Input")]
    sprint_action: UObjectRef<InputAction>,

    /// Walking speed when neither sprinting nor recovering.
    #[uproperty(EditAnywhere, category = "Walk", default = 250.0)]
    walk_speed: f32,

    /// Seconds between two sprint meter updates.
    #[uproperty(EditAnywhere, category = "Sprint", default = 0.03333)]
    sprint_fixed_tick_time: f32,

    /// Seconds of sprint a full meter holds.
    #[uproperty(EditAnywhere, category = "Sprint", default = 3.0)]
    sprint_time: f32,

    /// Walking speed while sprinting.
    #[uproperty(EditAnywhere, category = "Sprint", default = 600.0)]
    sprint_speed: f32,

    /// Walking speed while the meter refills after running out.
    #[uproperty(EditAnywhere, category = "Recovery", default = 150.0)]
    recovering_walk_speed: f32,

    /// The sprint wish, the recovery and the meter.
    sprint: Sprint,
}

#[uclass_impl]
impl HorrorCharacter {
    /// What `AHorrorCharacter`'s constructor sets on the flashlight.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let light = self.spot_light()?.checked()?;
        let [x, y, z] = SPOT_LIGHT_LOCATION;
        let [pitch, yaw, roll] = SPOT_LIGHT_ROTATION;
        light.k2_set_relative_location_and_rotation(
            &FVector::from_dvec3(Vector::new(x, y, z)),
            &FRotator::from_rotator(Rotator::new(pitch, yaw, roll)),
            false,
            false,
        );
        light.set_intensity(SPOT_LIGHT_INTENSITY);
        light.set_intensity_units(ELightUnits::Lumens);
        light.set_attenuation_radius(SPOT_LIGHT_ATTENUATION_RADIUS);
        light.set_inner_cone_angle(SPOT_LIGHT_INNER_CONE_ANGLE);
        light.set_outer_cone_angle(SPOT_LIGHT_OUTER_CONE_ANGLE);
        Ok(())
    }

    /// A full meter, the walking speed, and the meter's timer started.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        let (sprint, effects) = Sprint::begin_play(&self.settings());
        self.set_sprint(sprint);
        self.apply(effects);
        KismetSystemLibrary::k2_set_timer(self.self_ref().upcast_to(), SPRINT_TICK, self.sprint_fixed_tick_time(), true, None, None, None);
    }

    #[ufunction(Override)]
    fn receive_end_play(&mut self, _end_play_reason: u8) {
        KismetSystemLibrary::k2_clear_timer(self.self_ref().upcast_to(), SPRINT_TICK);
    }

    /// The parent's input, then Sprint: pressed starts, released ends.
    #[ufunction(Override)]
    fn receive_restarted(&mut self) {
        if let Ok(mut parent) = FirstPersonCharacter::from_obj(self.self_ref()) {
            parent.receive_restarted();
        }
        if let Err(e) = self.bind_sprint() {
            ulog!(LOG_WARNING, "[Horror] the sprint input could not be bound: {e}");
        }
    }

    #[ufunction(BlueprintCallable)]
    fn do_start_sprint(&mut self) {
        let settings = self.settings();
        let effects = self.sprint_mut().set_sprinting(true, &settings);
        self.apply(effects);
    }

    #[ufunction(BlueprintCallable)]
    fn do_end_sprint(&mut self) {
        let settings = self.settings();
        let effects = self.sprint_mut().set_sprinting(false, &settings);
        self.apply(effects);
    }

    /// The meter's update, every `SprintFixedTickTime` seconds.
    #[ufunction]
    fn sprint_fixed_tick(&mut self) {
        let speed = self.as_ref().checked().map(|me| me.get_velocity().to_vector().length()).unwrap_or(0.0);
        let settings = self.settings();
        let effects = self.sprint_mut().fixed_tick(speed, &settings);
        self.apply(effects);
    }

    /// The meter changed: 1 full, 0 empty.
    #[udelegate]
    pub fn on_sprint_meter_updated(&self, percent: f32) {}

    /// Sprinting started or stopped.
    #[udelegate]
    pub fn on_sprint_state_changed(&self, b_sprinting: bool) {}
}

impl HorrorCharacter {
    /// `SetupPlayerInputComponent`'s addition: only a locally controlled player's pawn has input.
    fn bind_sprint(&self) -> RustealResult<()> {
        let me = self.as_ref();
        let pawn = me.checked()?;
        if !pawn.is_player_controlled() || !pawn.is_locally_controlled() {
            return Ok(());
        }
        bind_action(&me, self.sprint_action(), ETriggerEvent::Started, "DoStartSprint")?;
        bind_action(&me, self.sprint_action(), ETriggerEvent::Completed, "DoEndSprint")?;
        Ok(())
    }

    fn settings(&self) -> SprintSettings {
        SprintSettings {
            walk_speed: self.walk_speed(),
            sprint_speed: self.sprint_speed(),
            recovering_walk_speed: self.recovering_walk_speed(),
            sprint_time: self.sprint_time(),
            fixed_tick_time: self.sprint_fixed_tick_time(),
        }
    }

    /// Sets the walk speed and broadcasts what the sprint model decided.
    fn apply(&self, effects: SprintEffects) {
        if let Some(speed) = effects.max_walk_speed
            && let Ok(movement) = self.as_ref().checked().and_then(|me| me.get_character_movement().checked())
        {
            movement.set_max_walk_speed(speed);
        }
        if let Some(sprinting) = effects.sprint_state_changed {
            self.on_sprint_state_changed(sprinting);
        }
        if let Some(percent) = effects.meter_percent {
            self.on_sprint_meter_updated(percent);
        }
    }
}
