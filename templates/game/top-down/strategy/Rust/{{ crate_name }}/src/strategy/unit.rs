//! StrategyUnit: the Strategy variant's `AStrategyUnit`, a character the player selects and sends
//! somewhere rather than steers. Sent, it resolves its destination with an EnvQuery run around the
//! goal (the closest place for the unit leading the move, a random one of the best quarter for the
//! others), walks there along the navigation mesh through its AI controller, and the leader
//! interacts on arrival with the first other unit within reach.
//!
//! `NotifyControllerChanged` is a C++ virtual: here it is the `ReceiveControllerChanged` event. The
//! C++ class hears its controller's path following finish through a C++ delegate, which nothing
//! reflects; the controller's `ReceiveMoveCompleted`, broadcast for the same requests, stands for
//! it, bound to `OnAIMoveCompleted` as a Blueprint binds it. The query's end is heard as Rusteal's
//! unit hears it, by a closure that looks the unit up again. The C++ class's `OnMoveCompleted`
//! delegate, which nothing binds, is
//! left out (a Rust class declares a delegate only with `#[udelegate]`, and no Blueprint of the
//! variant listens). The C++ constructor's `SetFixedBrakingDistance` calls set the two settings
//! behind them in the movement component's `NavMovementProperties` (where 5.5 moved them).

use bindings::ai::{
    AIController, AIControllerExt, EEnvQueryRunMode, EPathFollowingRequestResult, EPathFollowingResult, EnvQuery,
    EnvQueryInstanceBlueprintWrapper, EnvQueryInstanceBlueprintWrapperExt, EnvQueryManager, FAIRequestID,
};
use bindings::engine::{
    Actor, ActorExt, Character, CharacterExt, CharacterMovementComponentExt, Controller, EAutoPossessAI, EObjectTypeQuery,
    FNavMovementPropertiesExt, KismetMathLibrary, KismetSystemLibrary, MovementComponentExt, NavMovementComponentExt, PawnExt,
    PrimitiveComponentExt, SphereComponent, SphereComponentExt,
};
use bindings::prelude::*;
use rusteal_runtime::prelude::{Rotator, Vector};
use rusteal_runtime::runtime::{FName, LOG_WARNING, RustealResult, SubclassOf, UObjectRef, UStructRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::model;

#[uclass(parent = Character)]
pub struct StrategyUnit {
    /// The reach within which other units notice this one.
    #[component(attach = "root_component", name = "Interaction Range")]
    interaction_range: SphereComponent,

    /// The query that places the unit leading a move, which interacts on arrival.
    #[uproperty(EditAnywhere, category = "NPC")]
    interaction_query: UObjectRef<EnvQuery>,

    /// The query that places the other units of a move.
    #[uproperty(EditAnywhere, category = "NPC")]
    no_interaction_query: UObjectRef<EnvQuery>,

    /// How near the goal a move ends.
    #[uproperty(EditAnywhere, category = "NPC", default = 100.0)]
    movement_acceptance_radius: f32,

    /// How far around itself the leader looks for a unit to interact with on arrival.
    #[uproperty(EditAnywhere, category = "Input", default = 250.0)]
    interaction_radius: f32,

    /// The running move query.
    #[uproperty(Transient)]
    env_query_instance: UObjectRef<EnvQueryInstanceBlueprintWrapper>,

    /// The AI controller that moves the unit.
    ai_controller: UObjectRef<AIController>,

    /// Where the unit was sent.
    current_movement_goal: Vector,

    /// Whether the unit interacts with a unit it finds on arrival.
    b_interact_on_arrival: bool,

    /// The units that move with this one, which it does not interact with.
    interact_ignore_list: Vec<UObjectRef<StrategyUnit>>,
}

#[uclass_impl]
impl StrategyUnit {
    /// What `AStrategyUnit::AStrategyUnit()` sets.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        // An AI controller moves the unit, placed or spawned.
        me.set_auto_possess_ai(EAutoPossessAI::PlacedInWorldOrSpawned);

        let range = self.interaction_range()?.checked()?;
        range.set_sphere_radius(model::UNIT_INTERACTION_RANGE_RADIUS, Some(true));
        range.set_collision_profile_name(FName::new("OverlapAllDynamic").handle(), Some(true));

        let movement = me.get_character_movement().checked()?;
        movement.set_gravity_scale(model::UNIT_GRAVITY_SCALE);
        movement.set_max_acceleration(model::UNIT_MAX_ACCELERATION);
        movement.set_braking_friction_factor(model::UNIT_BRAKING_FRICTION_FACTOR);
        movement.set_braking_deceleration_walking(model::UNIT_BRAKING_DECELERATION_WALKING);
        movement.set_perch_radius_threshold(model::UNIT_PERCH_RADIUS_THRESHOLD);
        movement.set_use_flat_base_for_floor_checks(true);
        movement.set_rotation_rate(&FRotator::from_rotator(Rotator::new(0.0, model::UNIT_ROTATION_RATE_YAW, 0.0)));
        movement.set_orient_rotation_to_movement(true);
        movement.set_avoidance_consideration_radius(model::UNIT_AVOIDANCE_CONSIDERATION_RADIUS);
        movement.set_avoidance_weight(model::UNIT_AVOIDANCE_WEIGHT);
        movement.set_plane_constraint_enabled(true);
        movement.set_snap_to_plane_at_start(true);
        let nav_movement = movement.get_nav_movement_properties();
        nav_movement.as_ref().set_use_fixed_braking_distance_for_paths(true);
        nav_movement.as_ref().set_fixed_path_braking_distance(model::UNIT_FIXED_BRAKING_DISTANCE);
        movement.set_nav_movement_properties(&nav_movement);
        Ok(())
    }

    /// Keeps the new AI controller and hears its moves finish.
    #[ufunction(Override)]
    fn receive_controller_changed(&mut self, _old_controller: UObjectRef<Controller>, new_controller: UObjectRef<Controller>) {
        let ai_controller: UObjectRef<AIController> = new_controller.cast().unwrap_or_default();
        self.set_ai_controller(ai_controller);
        let Ok(controller) = ai_controller.checked() else {
            return;
        };
        if let Err(e) = controller.receive_move_completed().add_ufunction(&self.self_ref(), "OnAIMoveCompleted") {
            ulog!(LOG_WARNING, "[Strategy] cannot hear the unit's moves: {e}");
        }
    }

    /// The AI controller's move ended.
    #[ufunction(name = "OnAIMoveCompleted")]
    fn on_ai_move_completed(&mut self, _request_id: UStructRef<FAIRequestID>, _result: EPathFollowingResult) {
        self.move_finished();
    }

    /// The unit was selected.
    #[ufunction(BlueprintImplementableEvent, name = "BP_UnitSelected")]
    fn bp_unit_selected(&self) {}

    /// The unit was deselected.
    #[ufunction(BlueprintImplementableEvent, name = "BP_UnitDeselected")]
    fn bp_unit_deselected(&self) {}

    /// The unit's interaction animation stops.
    #[ufunction(BlueprintImplementableEvent, name = "BP_StopAnimation")]
    fn bp_stop_animation(&self) {}

    /// The unit plays its interaction with `interactor`.
    #[ufunction(BlueprintImplementableEvent, name = "BP_InteractionBehavior")]
    fn bp_interaction_behavior(&self, interactor: UObjectRef<StrategyUnit>) {}
}

impl StrategyUnit {
    /// Stops the unit where it is, and its interaction animation.
    pub fn stop_moving(&self) {
        if let Ok(movement) = self.as_ref().checked().and_then(|me| me.get_character_movement().checked()) {
            movement.stop_movement_immediately();
        }
        self.bp_stop_animation();
    }

    /// Tells the Blueprint the unit was selected.
    pub fn unit_selected(&self) {
        self.bp_unit_selected();
    }

    /// Tells the Blueprint the unit was deselected.
    pub fn unit_deselected(&self) {
        self.bp_unit_deselected();
    }

    /// `interactor` reached this unit: this one turns to it, and both play their interaction. The
    /// interactor is the unit calling, whose own call is still running: looking it up again is
    /// allowed, as in Rusteal.
    pub fn interact(&self, interactor: UObjectRef<StrategyUnit>) {
        let (Ok(me), Ok(other)) = (self.as_ref().checked(), StrategyUnit::from_obj(interactor)) else {
            return;
        };
        let Ok(other_actor) = other.as_ref().checked() else {
            return;
        };
        let facing =
            KismetMathLibrary::find_look_at_rotation(&me.k2_get_actor_location(), &other_actor.k2_get_actor_location());
        me.k2_set_actor_rotation(&facing, false);
        other.bp_interaction_behavior(self.self_ref());
        self.bp_interaction_behavior(interactor);
    }

    /// Sends the unit towards `goal`: `interact` for the unit leading the move, which then
    /// interacts with a unit it finds there other than those in `moving_with`.
    pub fn move_to(&mut self, goal: Vector, interact: bool, moving_with: Vec<UObjectRef<StrategyUnit>>) {
        self.set_current_movement_goal(goal);
        self.set_b_interact_on_arrival(interact);
        self.set_interact_ignore_list(moving_with);
        self.stop_moving();

        // The leader takes the query's best place; the others one of the best quarter, at random.
        let (query, mode) = if interact {
            (self.interaction_query(), EEnvQueryRunMode::SingleResult)
        } else {
            (self.no_interaction_query(), EEnvQueryRunMode::RandomBest25Pct)
        };
        let me = self.self_ref();
        let instance = EnvQueryManager::run_eqs_query(
            me.upcast_to(),
            query,
            me.upcast_to(),
            mode,
            SubclassOf::<EnvQueryInstanceBlueprintWrapper>::base(),
        );
        self.set_env_query_instance(instance);
        let Ok(running) = instance.checked() else {
            return;
        };
        let heard = running.on_query_finished_event().add(move |finished, _status| {
            if let Ok(mut unit) = StrategyUnit::from_obj(me) {
                unit.query_finished(finished);
            }
        });
        match heard {
            // Kept for as long as the query instance lives, as the C++ binding is.
            Ok(binding) => binding.detach(),
            Err(e) => ulog!(LOG_WARNING, "[Strategy] cannot hear the move query: {e}"),
        }
    }

    /// Where the unit was last sent.
    pub fn movement_goal(&self) -> Vector {
        self.current_movement_goal()
    }

    /// The move query finished: the unit walks to its first place, if it found one.
    fn query_finished(&mut self, query: UObjectRef<EnvQueryInstanceBlueprintWrapper>) {
        let Ok(query) = query.checked() else {
            return;
        };
        let (found, places) = query.get_query_results_as_locations();
        let Some(place) = places.first().filter(|_| found) else {
            return;
        };
        self.set_current_movement_goal(place.to_vector());
        let Ok(controller) = self.ai_controller().checked() else {
            return;
        };
        // Along the navigation mesh, to the goal projected onto it, a partial path allowed,
        // without strafing.
        let requested = controller.move_to_location(
            &FVector::from_dvec3(self.current_movement_goal()),
            Some(self.movement_acceptance_radius()),
            Some(true),
            Some(true),
            Some(true),
            Some(false),
            None,
            Some(true),
        );
        if requested == EPathFollowingRequestResult::AlreadyAtGoal {
            self.move_finished();
        }
    }

    /// A move ended: the leader interacts with the first other unit within its reach.
    fn move_finished(&mut self) {
        if !self.b_interact_on_arrival() {
            return;
        }
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        let mut ignored: Vec<UObjectRef<Actor>> = vec![me.as_ref().upcast_to()];
        ignored.extend(self.interact_ignore_list().iter().map(|unit| unit.upcast_to()));
        let (_, near) = KismetSystemLibrary::sphere_overlap_actors(
            me.as_ref().upcast_to(),
            &me.k2_get_actor_location(),
            self.interaction_radius(),
            &[EObjectTypeQuery::ObjectTypeQuery2], // WorldDynamic
            SubclassOf::<StrategyUnit>::base().upcast_to(),
            &ignored,
        );
        if let Some(unit) = near.into_iter().find_map(|actor| StrategyUnit::from_obj(actor).ok()) {
            unit.interact(self.self_ref());
        }
    }
}
