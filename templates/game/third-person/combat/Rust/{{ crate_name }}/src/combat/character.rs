//! CombatCharacter: the Combat variant's `ACombatCharacter`, a third-person melee fighter. The
//! combo attack plays the combo montage, whose notifies trace the hits (`AnimNotify_DoAttackTrace`)
//! and, when the attack was pressed again in time, jump to the string's next section
//! (`AnimNotify_CheckCombo`); the charged attack loops its montage's charge section while the input
//! is held and strikes when it is released (`AnimNotify_CheckChargedAttack`). A press during an
//! attack is kept and starts the next attack when the montage ends. What is ahead of an attack is
//! warned first. Hits damage what can be damaged (`interfaces.rs`), pushing it; the character's own
//! damage shows on its life bar and blends its ragdoll in, and death ragdolls it, pulls the camera
//! back and, after `RespawnTime`, destroys it so that its player controller makes a new one.
//!
//! Its C++ constructor's work is the components (`#[component]`) and `#[class_defaults]`; the C++
//! virtuals it overrides are their Blueprint events: `SetupPlayerInputComponent` is
//! `ReceiveRestarted`, `NotifyControllerChanged` is `ReceiveControllerChanged`, `Landed` is
//! `OnLanded`, `BeginPlay` and `EndPlay` are `ReceiveBeginPlay` and `ReceiveEndPlay`; its
//! `TakeDamage` override is `take_damage`, which `ApplyDamage` calls as the C++ one does. The
//! montages' end reaches `attack_montage_ended` through a closure on the anim instance's
//! `OnMontageEnded`, bound once, as Rusteal's is (the C++ class sets each montage's own end delegate). The rules are in `model.rs`. The
//! Blueprint child BP_CombatCharacter holds the mannequin, the input actions, the montages and
//! their section names, the life bar widget and its colour.

use bindings::engine::{
    Actor, AnimInstance, AnimInstanceExt, AnimMontage, CameraComponent, CameraComponentExt,
    CapsuleComponentExt, CharacterExt, CharacterMovementComponentExt, Controller, ECollisionChannel,
    FHitResult, FHitResultExt, GameplayStatics, KismetSystemLibrary, PawnExt, PrimitiveComponentExt,
    SceneComponentExt, SkeletalMeshComponentExt, SpringArmComponent, SpringArmComponentExt,
};
use bindings::enhanced_input::{ETriggerEvent, FInputActionValue, InputAction};
use bindings::prelude::*;
use bindings::umg::{WidgetComponent, WidgetComponentExt};
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{
    FName, LOG_DISPLAY, LOG_WARNING, OwnedStruct, RustealResult, UObjectRef, UStructRef, ulog,
};
use rusteal_runtime::{uclass, uclass_impl};

use super::interfaces::{self, CombatAttacker, CombatDamageable};
use super::life_bar::CombatLifeBar;
use super::model::{self, Attack, ChargeSection, FollowUp};
use super::player_controller::CombatPlayerController;
use super::melee::{self, sphere_sweep};
use crate::movement::move_directions;

/// The respawn timer's function (`RespawnCharacter`, this class's UFUNCTION).
const RESPAWN_CHARACTER: &str = "RespawnCharacter";

#[uclass(parent = Character)]
pub struct CombatCharacter {
    /// Keeps the camera behind the character, lagging a little.
    #[component(attach = "root_component", name = "CameraBoom")]
    camera_boom: SpringArmComponent,

    /// The camera at the end of the boom.
    #[component(attach = "camera_boom", socket = "SpringEndpoint", name = "FollowCamera")]
    follow_camera: CameraComponent,

    /// The life bar above the character.
    #[component(attach = "root_component", name = "LifeBar")]
    life_bar: WidgetComponent,

    /// Jump input action.
    #[uproperty(EditAnywhere, category = "Input")]
    jump_action: UObjectRef<InputAction>,

    /// Move input action.
    #[uproperty(EditAnywhere, category = "Input")]
    move_action: UObjectRef<InputAction>,

    /// Look input action (sticks).
    #[uproperty(EditAnywhere, category = "Input")]
    look_action: UObjectRef<InputAction>,

    /// Mouse look input action.
    #[uproperty(EditAnywhere, category = "Input")]
    mouse_look_action: UObjectRef<InputAction>,

    /// Combo attack input action.
    #[uproperty(EditAnywhere, category = "Input")]
    combo_attack_action: UObjectRef<InputAction>,

    /// Charged attack input action.
    #[uproperty(EditAnywhere, category = "Input")]
    charged_attack_action: UObjectRef<InputAction>,

    /// Camera side toggle input action.
    #[uproperty(EditAnywhere, category = "Input")]
    toggle_camera_action: UObjectRef<InputAction>,

    /// Hit points on (re)spawning.
    #[uproperty(EditAnywhere, category = "Damage", default = model::MAX_HP, name = "MaxHP")]
    max_hp: f32,

    /// Hit points left.
    #[uproperty(VisibleAnywhere, category = "Damage", name = "CurrentHP")]
    current_hp: f32,

    /// The life bar's fill colour.
    #[uproperty(EditAnywhere, category = "Damage")]
    life_bar_color: OwnedStruct<FLinearColor>,

    /// The bone kept out of the ragdoll a hit blends in, so the character stays up.
    #[uproperty(EditAnywhere, category = "Damage")]
    pelvis_bone_name: FName,

    /// The life bar widget (the LifeBar component's).
    #[uproperty(EditAnywhere, category = "Damage")]
    life_bar_widget: UObjectRef<CombatLifeBar>,

    /// How long an attack pressed during another still starts the next one when it ends.
    #[uproperty(EditAnywhere, category = "Melee Attack", default = model::ATTACK_INPUT_CACHE_TIME_TOLERANCE)]
    attack_input_cache_time_tolerance: f32,

    /// How far ahead of the attacking bone the melee sweep reaches.
    #[uproperty(EditAnywhere, category = "Melee Attack|Trace", default = model::MELEE_TRACE_DISTANCE)]
    melee_trace_distance: f32,

    /// The melee sweep's radius.
    #[uproperty(EditAnywhere, category = "Melee Attack|Trace", default = model::MELEE_TRACE_RADIUS)]
    melee_trace_radius: f32,

    /// How far ahead what is about to be attacked is warned.
    #[uproperty(EditAnywhere, category = "Melee Attack|Trace", default = model::DANGER_TRACE_DISTANCE)]
    danger_trace_distance: f32,

    /// The warning sweep's radius.
    #[uproperty(EditAnywhere, category = "Melee Attack|Trace", default = model::DANGER_TRACE_RADIUS)]
    danger_trace_radius: f32,

    /// What a hit deals.
    #[uproperty(EditAnywhere, category = "Melee Attack|Damage", default = model::MELEE_DAMAGE)]
    melee_damage: f32,

    /// A hit's push away from the attacker (cm/s).
    #[uproperty(EditAnywhere, category = "Melee Attack|Damage", default = model::MELEE_KNOCKBACK_IMPULSE)]
    melee_knockback_impulse: f32,

    /// A hit's push up (cm/s).
    #[uproperty(EditAnywhere, category = "Melee Attack|Damage", default = model::MELEE_LAUNCH_IMPULSE)]
    melee_launch_impulse: f32,

    /// The combo attack's montage.
    #[uproperty(EditAnywhere, category = "Melee Attack|Combo")]
    combo_attack_montage: UObjectRef<AnimMontage>,

    /// The combo montage's sections, one per stage of the string.
    #[uproperty(EditAnywhere, category = "Melee Attack|Combo")]
    combo_section_names: UeArray<FName>,

    /// How long an attack press still continues the string at the montage's check.
    #[uproperty(EditAnywhere, category = "Melee Attack|Combo", default = model::COMBO_INPUT_CACHE_TIME_TOLERANCE)]
    combo_input_cache_time_tolerance: f32,

    /// The charged attack's montage.
    #[uproperty(EditAnywhere, category = "Melee Attack|Charged")]
    charged_attack_montage: UObjectRef<AnimMontage>,

    /// Its section that loops while the charge is held.
    #[uproperty(EditAnywhere, category = "Melee Attack|Charged")]
    charge_loop_section: FName,

    /// Its section that strikes.
    #[uproperty(EditAnywhere, category = "Melee Attack|Charged")]
    charge_attack_section: FName,

    /// The camera boom's length while dead.
    #[uproperty(EditAnywhere, category = "Camera", default = model::DEATH_CAMERA_DISTANCE)]
    death_camera_distance: f32,

    /// The camera boom's length when (re)spawned.
    #[uproperty(EditAnywhere, category = "Camera", default = model::DEFAULT_CAMERA_DISTANCE)]
    default_camera_distance: f32,

    /// Seconds from death to the respawn.
    #[uproperty(EditAnywhere, category = "Respawn", default = model::RESPAWN_TIME)]
    respawn_time: f32,

    /// The attacks under way.
    attack: Attack,

    /// Whether the anim instance's OnMontageEnded is bound to `attack_montage_ended`.
    montage_end_bound: bool,
}

#[uclass_impl]
impl CombatCharacter {
    /// What `ACombatCharacter`'s constructor sets on inherited properties and on the components.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        me.get_capsule_component()
            .checked()?
            .set_capsule_size(model::CAPSULE_RADIUS, model::CAPSULE_HALF_HEIGHT, Some(false));
        me.get_character_movement().checked()?.set_max_walk_speed(model::MAX_WALK_SPEED);

        let boom = self.camera_boom()?.checked()?;
        boom.set_target_arm_length(model::DEFAULT_CAMERA_DISTANCE);
        boom.set_use_pawn_control_rotation(true);
        boom.set_enable_camera_lag(true);
        boom.set_enable_camera_rotation_lag(true);
        self.follow_camera()?.checked()?.set_use_pawn_control_rotation(false);

        me.tags().push(&FName::new(model::PLAYER_TAG))?;
        Ok(())
    }

    /// The life bar's widget, the camera, the bar's colour and full hit points.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        if let Err(e) = self.begin_play() {
            ulog!(LOG_WARNING, "[Combat] {} BeginPlay failed: {e}", self.name());
        }
    }

    /// The respawn timer is cleared.
    #[ufunction(Override)]
    fn receive_end_play(&mut self, _end_play_reason: u8) {
        KismetSystemLibrary::k2_clear_timer(self.self_ref().upcast_to(), RESPAWN_CHARACTER);
    }

    /// The player input component exists: bind the input actions.
    #[ufunction(Override)]
    fn receive_restarted(&mut self) {
        match self.bind_input() {
            Ok(true) => ulog!(LOG_DISPLAY, "[Combat] {} input bound", self.name()),
            Ok(false) => {}
            Err(e) => ulog!(LOG_WARNING, "[Combat] {} failed to bind its input: {e}", self.name()),
        }
    }

    /// A new controller: a combat player controller respawns its next character here.
    #[ufunction(Override)]
    fn receive_controller_changed(&mut self, _old_controller: UObjectRef<Controller>, new_controller: UObjectRef<Controller>) {
        if let (Ok(controller), Ok(me)) = (CombatPlayerController::from_obj(new_controller), self.as_ref().checked()) {
            controller.set_respawn_transform(me.get_transform());
        }
    }

    /// Back on the ground alive: the ragdoll a hit blended in is blended out.
    #[ufunction(Override)]
    fn on_landed(&mut self, _hit: UStructRef<FHitResult>) {
        if self.current_hp() >= 0.0
            && let Ok(mesh) = self.as_ref().checked().and_then(|me| me.get_mesh().checked())
        {
            mesh.set_physics_blend_weight(0.0);
        }
    }

    /// The Move action: the stick's or the keys' two axes.
    #[ufunction(name = "Move")]
    fn move_input(&mut self, value: UStructRef<FInputActionValue>) {
        let axes = value.axis2d();
        self.do_move(axes.x as f32, axes.y as f32);
    }

    /// The Look and Mouse Look actions.
    #[ufunction(name = "Look")]
    fn look_input(&mut self, value: UStructRef<FInputActionValue>) {
        let axes = value.axis2d();
        self.do_look(axes.x as f32, axes.y as f32);
    }

    /// The Combo Attack action pressed.
    #[ufunction]
    fn combo_attack_pressed(&mut self) {
        self.do_combo_attack_start();
    }

    /// The Charged Attack action pressed.
    #[ufunction]
    fn charged_attack_pressed(&mut self) {
        self.do_charged_attack_start();
    }

    /// The Charged Attack action released.
    #[ufunction]
    fn charged_attack_released(&mut self) {
        self.do_charged_attack_end();
    }

    /// The Toggle Camera action: the Blueprint moves the camera to the other side.
    #[ufunction]
    fn toggle_camera(&mut self) {
        self.bp_toggle_camera();
    }

    /// The Blueprint animates the camera's move to the other side.
    #[ufunction(BlueprintImplementableEvent, name = "BP_ToggleCamera")]
    fn bp_toggle_camera(&self) {}

    /// Walks `forward` along where the controller faces and `right` across it.
    #[ufunction(BlueprintCallable)]
    fn do_move(&mut self, right: f32, forward: f32) {
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        let Ok(controller) = me.get_controller().checked() else {
            return;
        };
        let (forward_direction, right_direction) = move_directions(controller.get_control_rotation().to_rotator());
        me.add_movement_input(&FVector::from_dvec3(forward_direction), Some(forward), Some(false));
        me.add_movement_input(&FVector::from_dvec3(right_direction), Some(right), Some(false));
    }

    /// Turns the controller: yaw, then pitch.
    #[ufunction(BlueprintCallable)]
    fn do_look(&mut self, yaw: f32, pitch: f32) {
        if let Ok(me) = self.as_ref().checked()
            && me.get_controller().is_valid()
        {
            me.add_controller_yaw_input(yaw);
            me.add_controller_pitch_input(pitch);
        }
    }

    /// The combo attack pressed (by the input or the touch controls).
    #[ufunction(BlueprintCallable)]
    fn do_combo_attack_start(&mut self) {
        let now = self.now();
        if self.attack_mut().press_combo(now) {
            self.combo_attack();
        }
    }

    /// The combo attack released: nothing to do.
    #[ufunction(BlueprintCallable)]
    fn do_combo_attack_end(&mut self) {}

    /// The charged attack pressed: the charge is held from now.
    #[ufunction(BlueprintCallable)]
    fn do_charged_attack_start(&mut self) {
        let now = self.now();
        if self.attack_mut().press_charged(now) {
            self.charged_attack();
        }
    }

    /// The charged attack released: once the charge has looped, it strikes at once.
    #[ufunction(BlueprintCallable)]
    fn do_charged_attack_end(&mut self) {
        if self.attack_mut().release_charged() {
            self.check_charged_attack();
        }
    }

    /// The respawn timer: the character goes, and its player controller makes a new one.
    #[ufunction]
    fn respawn_character(&mut self) {
        if let Ok(me) = self.as_ref().checked() {
            me.k2_destroy_actor();
        }
    }

    /// A montage of the anim instance ended: an attack montage's end may start the next attack.
    fn attack_montage_ended(&mut self, montage: UObjectRef<AnimMontage>, _b_interrupted: bool) {
        if montage != self.combo_attack_montage() && montage != self.charged_attack_montage() {
            return;
        }
        let now = self.now();
        let tolerance = self.attack_input_cache_time_tolerance();
        match self.attack_mut().montage_ended(now, tolerance) {
            FollowUp::None => {}
            FollowUp::Combo => self.combo_attack(),
            FollowUp::Charged => self.charged_attack(),
        }
    }

    /// The Blueprint plays the effects of a hit this character dealt.
    #[ufunction(BlueprintImplementableEvent)]
    fn dealt_damage(&self, damage: f32, impact_point: &OwnedStruct<FVector>) {}

    /// The Blueprint plays the effects of a hit this character took.
    #[ufunction(BlueprintImplementableEvent)]
    fn received_damage(&self, damage: f32, impact_point: &OwnedStruct<FVector>, damage_direction: &OwnedStruct<FVector>) {}
}

impl CombatCharacter {
    /// `BeginPlay`: the life bar's widget, the camera's distance, the bar's colour, full hit points.
    fn begin_play(&mut self) -> RustealResult<()> {
        let widget = self.life_bar()?.checked()?.get_user_widget_object();
        match widget.cast::<CombatLifeBar>() {
            Ok(life_bar) => self.set_life_bar_widget(life_bar),
            Err(_) => ulog!(
                LOG_WARNING,
                "[Combat] {}'s LifeBar shows no CombatLifeBar widget: set its Widget Class to UI_LifeBar",
                self.name()
            ),
        }
        self.camera_boom()?.checked()?.set_target_arm_length(self.default_camera_distance());
        if let Ok(life_bar) = CombatLifeBar::from_obj(self.life_bar_widget()) {
            life_bar.set_bar_color(&self.life_bar_color());
        }
        self.reset_hp();
        Ok(())
    }

    /// `SetupPlayerInputComponent`: only a locally controlled player's pawn has input.
    fn bind_input(&self) -> RustealResult<bool> {
        let me = self.as_ref();
        let pawn = me.checked()?;
        if !pawn.is_player_controlled() || !pawn.is_locally_controlled() {
            return Ok(false);
        }
        bind_action(&me, self.move_action(), ETriggerEvent::Triggered, "Move")?;
        bind_action(&me, self.look_action(), ETriggerEvent::Triggered, "Look")?;
        bind_action(&me, self.mouse_look_action(), ETriggerEvent::Triggered, "Look")?;
        bind_action(&me, self.combo_attack_action(), ETriggerEvent::Started, "ComboAttackPressed")?;
        bind_action(&me, self.charged_attack_action(), ETriggerEvent::Started, "ChargedAttackPressed")?;
        bind_action(&me, self.charged_attack_action(), ETriggerEvent::Completed, "ChargedAttackReleased")?;
        bind_action(&me, self.toggle_camera_action(), ETriggerEvent::Triggered, "ToggleCamera")?;
        Ok(true)
    }

    /// Full hit points, and a full life bar.
    fn reset_hp(&mut self) {
        self.set_current_hp(self.max_hp());
        if let Ok(life_bar) = CombatLifeBar::from_obj(self.life_bar_widget()) {
            life_bar.set_life_percentage(1.0);
        }
    }

    /// `ComboAttack`: the string's first stage, warning what is ahead.
    fn combo_attack(&mut self) {
        self.attack_mut().start_combo();
        self.notify_enemies_of_incoming_attack();
        self.play_attack_montage(self.combo_attack_montage());
    }

    /// `ChargedAttack`: the charge starts, warning what is ahead.
    fn charged_attack(&mut self) {
        self.attack_mut().start_charged();
        self.notify_enemies_of_incoming_attack();
        self.play_attack_montage(self.charged_attack_montage());
    }

    /// Plays an attack montage, its end watched.
    fn play_attack_montage(&mut self, montage: UObjectRef<AnimMontage>) {
        let Ok(anim_instance) = self.anim_instance().and_then(|a| a.checked()) else {
            return;
        };
        if !self.montage_end_bound() {
            // Rusteal's form: a closure that looks the object up again when a montage ends.
            let me = self.self_ref();
            let bound = anim_instance.on_montage_ended().add(move |montage, interrupted| {
                if let Ok(mut this) = CombatCharacter::from_obj(me) {
                    this.attack_montage_ended(montage, interrupted);
                }
            });
            match bound {
                Ok(binding) => {
                    binding.detach();
                    self.set_montage_end_bound(true);
                }
                Err(e) => ulog!(LOG_WARNING, "[Combat] cannot watch the attack montages: {e}"),
            }
        }
        anim_instance.montage_play(montage, Some(1.0), None, Some(0.0), Some(true));
    }

    /// Warns what can be damaged in front of the character that an attack is coming.
    fn notify_enemies_of_incoming_attack(&self) {
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        let start = me.k2_get_actor_location().to_vector();
        let end = start + me.get_actor_forward_vector().to_vector() * f64::from(self.danger_trace_distance());
        for actor in sphere_sweep(me.as_ref().upcast_to(), start, end, self.danger_trace_radius(), &[ECollisionChannel::ECC_Pawn]).into_iter().map(|(a, _)| a) {
            if let Some(mut damageable) = interfaces::damageable(actor) {
                damageable.notify_danger(start, me.as_ref().upcast_to());
            }
        }
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

    /// The attack montages' anim instance (the mesh's).
    fn anim_instance(&self) -> RustealResult<UObjectRef<AnimInstance>> {
        Ok(self.as_ref().checked()?.get_mesh().checked()?.get_anim_instance())
    }

    fn now(&self) -> f64 {
        GameplayStatics::get_time_seconds(self.self_ref().upcast_to())
    }

    fn name(&self) -> String {
        self.as_ref().get_name().unwrap_or_else(|_| "CombatCharacter".into())
    }
}

impl CombatAttacker for CombatCharacter {
    /// Sweeps ahead of the bone for pawns and dynamic objects, damaging and pushing each that can
    /// be damaged.
    fn do_attack_trace(&mut self, damage_source_bone: FName) {
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        let Ok(mesh) = me.get_mesh().checked() else {
            return;
        };
        let start = mesh.get_socket_location(damage_source_bone.handle()).to_vector();
        let end = start + me.get_actor_forward_vector().to_vector() * f64::from(self.melee_trace_distance());
        let channels = [ECollisionChannel::ECC_Pawn, ECollisionChannel::ECC_WorldDynamic];
        for (actor, hit) in sphere_sweep(me.as_ref().upcast_to(), start, end, self.melee_trace_radius(), &channels) {
            let Some(mut damageable) = interfaces::damageable(actor) else {
                continue;
            };
            let hit = hit.as_ref();
            let impulse = model::knockback(hit.get_impact_normal().to_vector(), self.melee_knockback_impulse(), self.melee_launch_impulse());
            let impact_point = hit.get_impact_point().to_vector();
            damageable.apply_damage(self.melee_damage(), me.as_ref().upcast_to(), impact_point, impulse);
            self.dealt_damage(self.melee_damage(), &FVector::from_dvec3(impact_point));
        }
    }

    /// The combo montage's check: a fresh press moves the string to its next section.
    fn check_combo(&mut self) {
        let Ok(sections) = self.combo_section_names().to_vec() else {
            return;
        };
        let now = self.now();
        let tolerance = self.combo_input_cache_time_tolerance();
        let Some(stage) = self.attack_mut().check_combo(now, tolerance, sections.len()) else {
            return;
        };
        self.notify_enemies_of_incoming_attack();
        if let Ok(anim_instance) = self.anim_instance().and_then(|a| a.checked()) {
            anim_instance.montage_jump_to_section(sections[stage].handle(), Some(self.combo_attack_montage()));
        }
    }

    /// The charged montage's check: loop the charge while it is held, else strike.
    fn check_charged_attack(&mut self) {
        let section = match self.attack_mut().check_charged() {
            ChargeSection::Loop => self.charge_loop_section(),
            ChargeSection::Strike => self.charge_attack_section(),
        };
        if let Ok(anim_instance) = self.anim_instance().and_then(|a| a.checked()) {
            anim_instance.montage_jump_to_section(section.handle(), Some(self.charged_attack_montage()));
        }
    }
}

impl CombatDamageable for CombatCharacter {
    /// Damage taken pushes the character (and its ragdoll, if it is one) and plays the effects.
    fn apply_damage(&mut self, damage: f32, _causer: UObjectRef<Actor>, location: Vector, impulse: Vector) {
        let taken = self.take_damage(damage);
        if taken <= 0.0 {
            return;
        }
        melee::push(self.as_ref(), location, impulse);
        self.received_damage(taken, &FVector::from_dvec3(location), &FVector::from_dvec3(impulse.normalized()));
    }

    /// No movement, a full ragdoll, no life bar, the camera pulled back, and the respawn timer.
    fn handle_death(&mut self) {
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        if let Ok(movement) = me.get_character_movement().checked() {
            movement.disable_movement();
        }
        if let Ok(mesh) = me.get_mesh().checked() {
            mesh.set_simulate_physics(true);
        }
        if let Ok(life_bar) = self.life_bar().and_then(|l| l.checked()) {
            life_bar.set_hidden_in_game(true, None);
        }
        if let Ok(boom) = self.camera_boom().and_then(|b| b.checked()) {
            boom.set_target_arm_length(self.death_camera_distance());
        }
        KismetSystemLibrary::k2_set_timer(self.self_ref().upcast_to(), RESPAWN_CHARACTER, self.respawn_time(), false, None, None, None);
    }

    fn apply_healing(&mut self, _healing: f32, _healer: UObjectRef<Actor>) {}

    fn notify_danger(&mut self, _location: Vector, _source: UObjectRef<Actor>) {}
}
