//! CombatEnemy: the Combat variant's `ACombatEnemy`, an AI character with the player's combat
//! moves, run by a StateTree (its `CombatAIController`, made for it when it is placed or spawned).
//! Its StateTree's tasks tell it to attack: a combo string of a random length, or a charged attack
//! charging a random number of loops, the montages' notifies driving both as for the player. Its
//! sweep hurts only the player's pawns (the `Player` tag), and it is warned of the player's attacks
//! (`NotifyDanger`), which the StateTree's danger condition and the danger EnvQuery context read.
//! Hurt, it is knocked back and its attack cut short; dead, it drops its collision, ragdolls, tells
//! `OnEnemyDied` (its spawner listens) and leaves the level after `DeathRemovalTime`.
//!
//! The C++ class tells the StateTree task waiting for an attack's end or for its landing through
//! two C++ delegates (`DECLARE_DELEGATE`: not reflected, one binding each); here that task registers
//! as the listener and the enemy finishes it, the same one binding. Its state is in transient
//! properties, not Rust fields: finishing a task runs the StateTree, whose next task may call the
//! enemy again while it is still in the call that finished it (docs/runtime.md).

use bindings::engine::{
    Actor, AnimInstance, AnimInstanceExt, AnimMontage, CapsuleComponentExt, CharacterExt,
    CharacterMovementComponentExt, ECollisionChannel, ECollisionEnabled, EAutoPossessAI,
    FHitResult, FHitResultExt, GameplayStatics, KismetMathLibrary, KismetSystemLibrary, PawnExt, PrimitiveComponentExt,
    SceneComponentExt, SkeletalMeshComponentExt,
};
use bindings::prelude::*;
use bindings::state_tree::{StateTreeTaskBlueprintBase, StateTreeTaskBlueprintBaseExt};
use bindings::umg::{WidgetComponent, WidgetComponentExt};
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{FName, LOG_WARNING, OwnedStruct, RustealResult, SubclassOf, UObjectRef, UStructRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::ai_controller::CombatAIController;
use super::interfaces::{CombatAttacker, CombatDamageable};
use super::life_bar::CombatLifeBar;
use super::model;
use super::melee::{self, sphere_sweep};

/// The death timer's function (`RemoveFromLevel`, this class's UFUNCTION).
const REMOVE_FROM_LEVEL: &str = "RemoveFromLevel";

#[uclass(parent = Character)]
pub struct CombatEnemy {
    /// The life bar above the enemy.
    #[component(attach = "root_component", name = "LifeBar")]
    life_bar: WidgetComponent,

    /// Hit points on spawning.
    #[uproperty(EditAnywhere, category = "Damage", default = model::ENEMY_MAX_HP, name = "MaxHP")]
    max_hp: f32,

    /// Hit points left.
    #[uproperty(VisibleAnywhere, category = "Damage", default = model::ENEMY_MAX_HP, name = "CurrentHP")]
    current_hp: f32,

    /// The bone kept out of the ragdoll a hit blends in.
    #[uproperty(EditAnywhere, category = "Damage")]
    pelvis_bone_name: FName,

    /// The life bar widget (the LifeBar component's).
    #[uproperty(EditAnywhere, category = "Damage")]
    life_bar_widget: UObjectRef<CombatLifeBar>,

    /// How far ahead of the attacking bone the melee sweep reaches.
    #[uproperty(EditAnywhere, category = "Melee Attack|Trace", default = model::ENEMY_MELEE_TRACE_DISTANCE)]
    melee_trace_distance: f32,

    /// The melee sweep's radius.
    #[uproperty(EditAnywhere, category = "Melee Attack|Trace", default = model::ENEMY_MELEE_TRACE_RADIUS)]
    melee_trace_radius: f32,

    /// What a hit deals.
    #[uproperty(EditAnywhere, category = "Melee Attack|Damage", default = model::ENEMY_MELEE_DAMAGE)]
    melee_damage: f32,

    /// A hit's push away (cm/s).
    #[uproperty(EditAnywhere, category = "Melee Attack|Damage", default = model::ENEMY_MELEE_KNOCKBACK_IMPULSE)]
    melee_knockback_impulse: f32,

    /// A hit's push up (cm/s).
    #[uproperty(EditAnywhere, category = "Melee Attack|Damage", default = model::ENEMY_MELEE_LAUNCH_IMPULSE)]
    melee_launch_impulse: f32,

    /// The combo attack's montage.
    #[uproperty(EditAnywhere, category = "Melee Attack|Combo")]
    combo_attack_montage: UObjectRef<AnimMontage>,

    /// The combo montage's sections, one per stage of the string.
    #[uproperty(EditAnywhere, category = "Melee Attack|Combo")]
    combo_section_names: UeArray<FName>,

    /// The charged attack's montage.
    #[uproperty(EditAnywhere, category = "Melee Attack|Charged")]
    charged_attack_montage: UObjectRef<AnimMontage>,

    /// Its section that loops while charging.
    #[uproperty(EditAnywhere, category = "Melee Attack|Charged")]
    charge_loop_section: FName,

    /// Its section that strikes.
    #[uproperty(EditAnywhere, category = "Melee Attack|Charged")]
    charge_attack_section: FName,

    /// The fewest loops a charge takes.
    #[uproperty(EditAnywhere, category = "Melee Attack|Charged", default = model::MIN_CHARGE_LOOPS)]
    min_charge_loops: i32,

    /// The most loops a charge takes.
    #[uproperty(EditAnywhere, category = "Melee Attack|Charged", default = model::MAX_CHARGE_LOOPS)]
    max_charge_loops: i32,

    /// Seconds from death to leaving the level.
    #[uproperty(EditAnywhere, category = "Death", default = model::DEATH_REMOVAL_TIME)]
    death_removal_time: f32,

    /// An attack montage plays.
    #[uproperty(Transient)]
    b_is_attacking: bool,

    /// How many stages this combo string has, and the one playing.
    #[uproperty(Transient)]
    target_combo_count: i32,
    #[uproperty(Transient)]
    current_combo_attack: i32,

    /// How many loops this charge takes, and the loops done.
    #[uproperty(Transient)]
    target_charge_loops: i32,
    #[uproperty(Transient)]
    current_charge_loop: i32,

    /// Where the player last attacked from, and when.
    #[uproperty(Transient)]
    last_danger_location: OwnedStruct<FVector>,
    #[uproperty(Transient, default = model::NO_DANGER_TIME)]
    last_danger_time: f32,

    /// The StateTree task waiting for the attack to end (the C++ `OnAttackCompleted`'s binding).
    #[uproperty(Transient)]
    attack_completed_listener: UObjectRef<StateTreeTaskBlueprintBase>,

    /// The StateTree task waiting for the enemy to land (the C++ `OnEnemyLanded`'s binding).
    #[uproperty(Transient)]
    landed_listener: UObjectRef<StateTreeTaskBlueprintBase>,

    /// Whether the anim instance's OnMontageEnded is bound to `attack_montage_ended`.
    #[uproperty(Transient)]
    b_montage_end_bound: bool,
}

#[uclass_impl]
impl CombatEnemy {
    /// What `ACombatEnemy`'s constructor sets: its AI controller, made when placed or spawned; it
    /// turns as its controller wants, not with the controller's yaw; a 35 x 90 capsule.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        me.set_ai_controller_class(SubclassOf::<CombatAIController>::base().upcast_to());
        me.set_auto_possess_ai(EAutoPossessAI::PlacedInWorldOrSpawned);
        me.set_use_controller_rotation_yaw(false);
        me.get_capsule_component()
            .checked()?
            .set_capsule_size(model::CAPSULE_RADIUS, model::CAPSULE_HALF_HEIGHT, Some(true));
        me.get_character_movement().checked()?.set_use_controller_desired_rotation(true);
        Ok(())
    }

    /// Full hit points (before anything reads them), the life bar's widget, a full bar.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        self.set_current_hp(self.max_hp());
        let widget = self.life_bar().and_then(|bar| Ok(bar.checked()?.get_user_widget_object()));
        match widget.and_then(|w| w.cast::<CombatLifeBar>()) {
            Ok(life_bar) => {
                self.set_life_bar_widget(life_bar);
                if let Ok(life_bar) = CombatLifeBar::from_obj(life_bar) {
                    life_bar.set_life_percentage(1.0);
                }
            }
            Err(_) => ulog!(LOG_WARNING, "[Combat] an enemy's LifeBar shows no CombatLifeBar widget: set its Widget Class to UI_LifeBar"),
        }
    }

    /// The death timer is cleared.
    #[ufunction(Override)]
    fn receive_end_play(&mut self, _end_play_reason: u8) {
        KismetSystemLibrary::k2_clear_timer(self.self_ref().upcast_to(), REMOVE_FROM_LEVEL);
    }

    /// Landed alive: the ragdoll a hit blended in is blended out; the task waiting for the landing
    /// is finished.
    #[ufunction(Override)]
    fn on_landed(&mut self, _hit: UStructRef<FHitResult>) {
        if self.current_hp() >= 0.0
            && let Ok(mesh) = self.as_ref().checked().and_then(|me| me.get_mesh().checked())
        {
            mesh.set_physics_blend_weight(0.0);
        }
        finish(self.landed_listener());
    }

    /// A montage of the anim instance ended: an attack montage's end finishes the attack task.
    fn attack_montage_ended(&mut self, montage: UObjectRef<AnimMontage>, _b_interrupted: bool) {
        if montage != self.combo_attack_montage() && montage != self.charged_attack_montage() {
            return;
        }
        self.set_b_is_attacking(false);
        finish(self.attack_completed_listener());
    }

    /// The death timer: the enemy leaves the level.
    #[ufunction]
    fn remove_from_level(&mut self) {
        if let Ok(me) = self.as_ref().checked() {
            me.k2_destroy_actor();
        }
    }

    /// The Blueprint plays the effects of a hit this enemy took.
    #[ufunction(BlueprintImplementableEvent)]
    fn received_damage(&self, damage: f32, impact_point: &OwnedStruct<FVector>, damage_direction: &OwnedStruct<FVector>) {}

    /// The enemy died (its spawner listens).
    #[udelegate]
    pub fn on_enemy_died(&self) {}
}

/// Finishes the task waiting, if one is: what the C++ delegates' lambdas do.
fn finish(task: UObjectRef<StateTreeTaskBlueprintBase>) {
    if let Ok(task) = task.checked() {
        task.finish_task(Some(true));
    }
}

impl CombatEnemy {
    /// `DoAIComboAttack`: a combo string of 1 to (sections - 1) stages, unless already attacking.
    pub fn do_ai_combo_attack(&mut self) {
        if self.b_is_attacking() {
            return;
        }
        self.set_b_is_attacking(true);
        let sections = self.combo_section_names().len().unwrap_or(0) as i32;
        self.set_target_combo_count(KismetMathLibrary::random_integer_in_range(1, sections - 1));
        self.set_current_combo_attack(0);
        self.play_attack_montage(self.combo_attack_montage());
    }

    /// `DoAIChargedAttack`: a charge of `MinChargeLoops` to `MaxChargeLoops` loops, unless already
    /// attacking.
    pub fn do_ai_charged_attack(&mut self) {
        if self.b_is_attacking() {
            return;
        }
        self.set_b_is_attacking(true);
        self.set_target_charge_loops(KismetMathLibrary::random_integer_in_range(self.min_charge_loops(), self.max_charge_loops()));
        self.set_current_charge_loop(0);
        self.play_attack_montage(self.charged_attack_montage());
    }

    /// Where the player last attacked from, and when (game time).
    pub fn danger(&self) -> (Vector, f64) {
        (self.last_danger_location().to_vector(), f64::from(self.last_danger_time()))
    }

    /// The StateTree task the end of the attack finishes (null: none).
    pub fn listen_for_attack_end(&mut self, task: UObjectRef<StateTreeTaskBlueprintBase>) {
        self.set_attack_completed_listener(task);
    }

    /// The StateTree task the landing finishes (null: none).
    pub fn listen_for_landing(&mut self, task: UObjectRef<StateTreeTaskBlueprintBase>) {
        self.set_landed_listener(task);
    }

    /// Plays an attack montage, its end watched.
    fn play_attack_montage(&mut self, montage: UObjectRef<AnimMontage>) {
        let Ok(anim_instance) = self.anim_instance().and_then(|a| a.checked()) else {
            return;
        };
        if !self.b_montage_end_bound() {
            // Rusteal's form: a closure that looks the object up again when a montage ends.
            let me = self.self_ref();
            let bound = anim_instance.on_montage_ended().add(move |montage, interrupted| {
                if let Ok(mut this) = CombatEnemy::from_obj(me) {
                    this.attack_montage_ended(montage, interrupted);
                }
            });
            match bound {
                Ok(binding) => {
                    binding.detach();
                    self.set_b_montage_end_bound(true);
                }
                Err(e) => ulog!(LOG_WARNING, "[Combat] cannot watch an enemy's attack montages: {e}"),
            }
        }
        anim_instance.montage_play(montage, Some(1.0), None, Some(0.0), Some(true));
    }

    /// `TakeDamage`: the hit points go down; death, or the life bar and a ragdoll blended in, the
    /// pelvis kept animated. The damage taken (0 for the dead).
    fn take_damage(&mut self, damage: f32) -> f32 {
        let Some((hp, dead)) = model::take_damage(self.current_hp(), damage) else {
            return 0.0;
        };
        self.set_current_hp(hp);
        if dead {
            self.handle_death();
            return damage;
        }
        melee::show_hit(self.as_ref(), self.life_bar_widget(), hp / self.max_hp(), self.pelvis_bone_name());
        damage
    }

    fn anim_instance(&self) -> RustealResult<UObjectRef<AnimInstance>> {
        Ok(self.as_ref().checked()?.get_mesh().checked()?.get_anim_instance())
    }
}

impl CombatAttacker for CombatEnemy {
    /// Sweeps ahead of the bone for pawns; each of the player's that can be damaged is hurt and
    /// pushed (the enemy does not knock boxes about).
    fn do_attack_trace(&mut self, damage_source_bone: FName) {
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        let Ok(mesh) = me.get_mesh().checked() else {
            return;
        };
        let start = mesh.get_socket_location(damage_source_bone.handle()).to_vector();
        let end = start + me.get_actor_forward_vector().to_vector() * f64::from(self.melee_trace_distance());
        let hits = sphere_sweep(me.as_ref().upcast_to(), start, end, self.melee_trace_radius(), &[ECollisionChannel::ECC_Pawn]);
        let player = FName::new(model::PLAYER_TAG);
        for (actor, hit) in hits {
            let hit = hit.as_ref();
            if !actor.checked().is_ok_and(|a| a.actor_has_tag(player.handle())) {
                continue;
            }
            let Some(mut damageable) = super::interfaces::damageable(actor) else {
                continue;
            };
            let impulse = model::knockback(hit.get_impact_normal().to_vector(), self.melee_knockback_impulse(), self.melee_launch_impulse());
            damageable.apply_damage(self.melee_damage(), me.as_ref().upcast_to(), hit.get_impact_point().to_vector(), impulse);
        }
    }

    /// The combo montage's check: on to the next stage until the string's length.
    fn check_combo(&mut self) {
        let stage = self.current_combo_attack() + 1;
        self.set_current_combo_attack(stage);
        if stage >= self.target_combo_count() {
            return;
        }
        let Ok(sections) = self.combo_section_names().to_vec() else {
            return;
        };
        if let (Some(section), Ok(anim_instance)) = (sections.get(stage as usize), self.anim_instance().and_then(|a| a.checked())) {
            anim_instance.montage_jump_to_section(section.handle(), Some(self.combo_attack_montage()));
        }
    }

    /// The charged montage's check: another loop, or the strike once the loops are done.
    fn check_charged_attack(&mut self) {
        let loops = self.current_charge_loop() + 1;
        self.set_current_charge_loop(loops);
        let section = if loops >= self.target_charge_loops() { self.charge_attack_section() } else { self.charge_loop_section() };
        if let Ok(anim_instance) = self.anim_instance().and_then(|a| a.checked()) {
            anim_instance.montage_jump_to_section(section.handle(), Some(self.charged_attack_montage()));
        }
    }
}

impl CombatDamageable for CombatEnemy {
    /// Damage taken pushes the enemy (and its ragdoll, if it is one), cuts its attack short and
    /// plays the effects.
    fn apply_damage(&mut self, damage: f32, _causer: UObjectRef<Actor>, location: Vector, impulse: Vector) {
        let taken = self.take_damage(damage);
        if taken <= 0.0 {
            return;
        }
        melee::push(self.as_ref(), location, impulse);
        if let Ok(anim_instance) = self.anim_instance().and_then(|a| a.checked()) {
            anim_instance.montage_stop(model::ATTACK_INTERRUPT_BLEND_OUT, Some(self.combo_attack_montage()));
            anim_instance.montage_stop(model::ATTACK_INTERRUPT_BLEND_OUT, Some(self.charged_attack_montage()));
        }
        self.received_damage(taken, &FVector::from_dvec3(location), &FVector::from_dvec3(impulse.normalized()));
    }

    /// No life bar, no collision, no movement, a full ragdoll; `OnEnemyDied`; the death timer.
    fn handle_death(&mut self) {
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        if let Ok(life_bar) = self.life_bar().and_then(|l| l.checked()) {
            life_bar.set_hidden_in_game(true, None);
        }
        if let Ok(capsule) = me.get_capsule_component().checked() {
            capsule.set_collision_enabled(ECollisionEnabled::NoCollision);
        }
        if let Ok(movement) = me.get_character_movement().checked() {
            movement.disable_movement();
        }
        if let Ok(mesh) = me.get_mesh().checked() {
            mesh.set_simulate_physics(true);
        }
        self.on_enemy_died();
        KismetSystemLibrary::k2_set_timer(self.self_ref().upcast_to(), REMOVE_FROM_LEVEL, self.death_removal_time(), false, None, None, None);
    }

    fn apply_healing(&mut self, _healing: f32, _healer: UObjectRef<Actor>) {}

    /// An attack of the player's is coming: where from, and when.
    fn notify_danger(&mut self, location: Vector, source: UObjectRef<Actor>) {
        if !source.checked().is_ok_and(|s| s.actor_has_tag(FName::new(model::PLAYER_TAG).handle())) {
            return;
        }
        self.set_last_danger_location(FVector::from_dvec3(location));
        self.set_last_danger_time(GameplayStatics::get_time_seconds(self.self_ref().upcast_to()) as f32);
    }
}
