//! ShooterWeapon: the Shooter variant's `AShooterWeapon`, the base of BP_ShooterWeapon_Pistol,
//! _Rifle and _GrenadeLauncher. It has a first-person mesh its holder's owner sees and a
//! third-person one everyone else sees, a magazine that refills when empty, semi or full auto
//! refire, and fires projectiles of its projectile class from ahead of its muzzle towards where its
//! holder aims, with some variance, making noise for AI perception. It talks to its holder, the
//! actor that owns it, through `ShooterWeaponHolder`; it is destroyed with its owner.
//!
//! The C++ refire uses one timer handle for `Fire` and `FireCooldownExpired`; here the timers are
//! by function name, so clearing "the refire timer" clears both.

use bindings::engine::{
    Actor, ActorExt, AnimInstance, AnimMontage, EFirstPersonPrimitiveType, GameplayStatics, KismetMathLibrary,
    KismetSystemLibrary, Pawn, PrimitiveComponentExt, SceneComponent, SceneComponentExt, SkeletalMeshComponent,
};
use bindings::prelude::*;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{FName, LOG_WARNING, OwnedStruct, RustealResult, SubclassOf, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::model::{self, TriggerPull};
use super::projectile::ShooterProjectile;
use super::weapon_holder::{ShooterWeaponHolder, weapon_holder};

/// `ESpawnActorCollisionHandlingMethod::AlwaysSpawn`.
const ALWAYS_SPAWN: u8 = 1;

#[uclass(parent = Actor)]
pub struct ShooterWeapon {
    #[component(root, name = "Root")]
    root: SceneComponent,

    /// The mesh the holder's owner sees.
    #[component(attach = "root", name = "First Person Mesh")]
    first_person_mesh: SkeletalMeshComponent,

    /// The mesh everyone else sees.
    #[component(attach = "root", name = "Third Person Mesh")]
    third_person_mesh: SkeletalMeshComponent,

    /// The projectiles it fires.
    #[uproperty(EditAnywhere, category = "Ammo")]
    projectile_class: SubclassOf<ShooterProjectile>,

    /// Bullets in a full magazine.
    #[uproperty(EditAnywhere, category = "Ammo", default = 10)]
    magazine_size: i32,

    /// Bullets left in the magazine.
    #[uproperty]
    current_bullets: i32,

    /// The holder's firing montage.
    #[uproperty(EditAnywhere, category = "Animation")]
    firing_montage: UObjectRef<AnimMontage>,

    /// The first-person arms' animation while this weapon is in hand.
    #[uproperty(EditAnywhere, category = "Animation")]
    first_person_anim_instance_class: SubclassOf<AnimInstance>,

    /// The third-person body's animation while this weapon is in hand.
    #[uproperty(EditAnywhere, category = "Animation")]
    third_person_anim_instance_class: SubclassOf<AnimInstance>,

    /// Half-angle of the aim's variance, in centimetres around the target.
    #[uproperty(EditAnywhere, category = "Aim", default = 0.0)]
    aim_variance: f32,

    /// Pitch kicked into the holder's aim per shot.
    #[uproperty(EditAnywhere, category = "Aim", default = 0.0)]
    firing_recoil: f32,

    /// The first-person mesh's muzzle socket.
    #[uproperty(EditAnywhere, category = "Aim")]
    muzzle_socket_name: FName,

    /// How far ahead of the muzzle a projectile spawns.
    #[uproperty(EditAnywhere, category = "Aim", default = 10.0)]
    muzzle_offset: f32,

    /// Fires at the refire rate while the trigger is held.
    #[uproperty(EditAnywhere, category = "Refire", default = false)]
    b_full_auto: bool,

    /// Seconds between shots, full or semi auto.
    #[uproperty(EditAnywhere, category = "Refire", default = 0.5)]
    refire_rate: f32,

    /// Loudness of a shot for AI perception.
    #[uproperty(EditAnywhere, category = "Perception", default = 1.0)]
    shot_loudness: f32,

    /// Range of a shot's noise.
    #[uproperty(EditAnywhere, category = "Perception", default = 300.0)]
    shot_noise_range: f32,

    /// The tag of a shot's noise (its holder's tag once in hand).
    #[uproperty(EditAnywhere, category = "Perception")]
    noise_owner_tag: FName,

    /// Game time of the last shot.
    time_of_last_shot: f32,

    /// The trigger is held.
    is_firing: bool,
}

#[uclass_impl]
impl ShooterWeapon {
    /// What `AShooterWeapon`'s constructor sets.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        self.set_noise_owner_tag(FName::new("Shot"));

        let first_person = self.first_person_mesh()?.checked()?;
        first_person.set_collision_profile_name(FName::new("NoCollision").handle(), Some(true));
        first_person.set_first_person_primitive_type(EFirstPersonPrimitiveType::FirstPerson);
        first_person.set_only_owner_see(true);

        let third_person = self.third_person_mesh()?.checked()?;
        third_person.set_collision_profile_name(FName::new("NoCollision").handle(), Some(true));
        third_person.set_first_person_primitive_type(EFirstPersonPrimitiveType::WorldSpaceRepresentation);
        third_person.set_owner_no_see(true);
        Ok(())
    }

    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        if let Err(e) = self.begin_play() {
            ulog!(LOG_WARNING, "[Shooter] {} could not start: {e}", self.label());
        }
    }

    #[ufunction(Override)]
    fn receive_end_play(&mut self, _end_play_reason: u8) {
        self.clear_refire_timer();
    }

    /// A shot, while the trigger is held: a projectile, the time, the noise, and the next shot
    /// (full auto) or the end of the cooldown (semi auto) on the refire timer.
    #[ufunction]
    fn fire(&mut self) {
        if !self.is_firing() {
            return;
        }
        let Some(mut holder) = self.holder() else {
            return;
        };
        let target = holder.get_weapon_target_location();
        if let Err(e) = self.fire_projectile(holder.as_mut(), target) {
            ulog!(LOG_WARNING, "[Shooter] {} could not fire: {e}", self.label());
        }
        self.set_time_of_last_shot(GameplayStatics::get_time_seconds(self.as_ref().upcast_to()) as f32);

        // A noise AI perception hears, made by the pawn holding the weapon.
        if let (Ok(me), Ok(pawn)) = (self.as_ref().checked(), self.pawn_owner().checked()) {
            me.make_noise(
                Some(self.shot_loudness()),
                Some(pawn.as_ref().upcast_to()),
                &pawn.k2_get_actor_location(),
                Some(self.shot_noise_range()),
                Some(self.noise_owner_tag().handle()),
            );
        }

        let next = if self.b_full_auto() { "Fire" } else { "FireCooldownExpired" };
        self.set_refire_timer(next, self.refire_rate());
    }

    /// A semi-automatic weapon may fire again: its holder decides.
    #[ufunction]
    fn fire_cooldown_expired(&mut self) {
        if let Some(mut holder) = self.holder() {
            holder.on_semi_weapon_refire();
        }
    }

    /// The owner is gone: so is the weapon.
    #[ufunction]
    fn on_owner_destroyed(&mut self, _destroyed_actor: UObjectRef<Actor>) {
        if let Ok(me) = self.as_ref().checked() {
            me.k2_destroy_actor();
        }
    }

    #[ufunction(BlueprintPure, name = "GetFirstPersonMesh")]
    fn get_first_person_mesh(&self) -> UObjectRef<SkeletalMeshComponent> {
        self.first_person_mesh().unwrap_or_default()
    }

    #[ufunction(BlueprintPure, name = "GetThirdPersonMesh")]
    fn get_third_person_mesh(&self) -> UObjectRef<SkeletalMeshComponent> {
        self.third_person_mesh().unwrap_or_default()
    }
}

impl ShooterWeapon {
    /// A weapon of `class` for `holder`, owned and instigated by it from its construction on (the
    /// C++ holders' `SpawnActor` with Owner and Instigator), where the holder is.
    pub fn spawn_for(holder: UObjectRef<Pawn>, class: SubclassOf<ShooterWeapon>) -> RustealResult<UObjectRef<ShooterWeapon>> {
        let pawn = holder.checked()?;
        let at = pawn.get_transform();
        let world = holder.get_world()?;
        let parameters = SpawnParameters { owner: holder.upcast_to(), instigator: holder, collision_handling: ALWAYS_SPAWN };
        let weapon = world.spawn_actor_deferred_with(class, &at, &parameters)?;
        world.finish_spawning(&weapon, &at)?;
        Ok(weapon)
    }

    fn label(&self) -> String {
        self.as_ref().get_name().unwrap_or_else(|_| "ShooterWeapon".into())
    }

    /// The bullets left in the magazine.
    pub fn bullet_count(&self) -> i32 {
        self.current_bullets()
    }

    /// `Cast<IShooterWeaponHolder>(GetOwner())`.
    fn holder(&self) -> Option<Box<dyn ShooterWeaponHolder>> {
        weapon_holder(self.as_ref().checked().ok()?.get_owner())
    }

    /// The owner as a pawn (it instigates the projectiles and makes the noise).
    fn pawn_owner(&self) -> UObjectRef<Pawn> {
        self.as_ref().checked().ok().and_then(|me| me.get_owner().cast().ok()).unwrap_or_default()
    }

    fn begin_play(&mut self) -> RustealResult<()> {
        self.set_current_bullets(self.magazine_size());
        // Destroyed with its owner.
        self.as_ref().checked()?.get_owner().checked()?.on_destroyed().add_ufunction(&self.self_ref(), "OnOwnerDestroyed")?;
        if let Some(mut holder) = self.holder() {
            holder.attach_weapon_meshes(self);
        }
        Ok(())
    }

    /// In hand: shown, its noise tagged with the holder's tag, and the holder told.
    pub fn activate_weapon(&mut self, noise_tag: FName) {
        self.set_noise_owner_tag(noise_tag);
        if let Ok(me) = self.as_ref().checked() {
            me.set_actor_hidden_in_game(false);
        }
        if let Some(mut holder) = self.holder() {
            holder.on_weapon_activated(self);
        }
    }

    /// Out of hand: not firing, hidden, and the holder told.
    pub fn deactivate_weapon(&mut self) {
        self.stop_firing();
        if let Ok(me) = self.as_ref().checked() {
            me.set_actor_hidden_in_game(true);
        }
        if let Some(mut holder) = self.holder() {
            holder.on_weapon_deactivated(self);
        }
    }

    /// The trigger pulled: a shot now, a full-auto shot once cooled down, or nothing.
    pub fn start_firing(&mut self) {
        self.set_is_firing(true);
        let now = GameplayStatics::get_time_seconds(self.as_ref().upcast_to()) as f32;
        match model::pull_trigger(now - self.time_of_last_shot(), self.refire_rate(), self.b_full_auto()) {
            TriggerPull::FireNow => self.fire(),
            TriggerPull::FireIn(delay) => self.set_refire_timer("Fire", delay),
            TriggerPull::Wait => {}
        }
    }

    /// The trigger released.
    pub fn stop_firing(&mut self) {
        self.set_is_firing(false);
        self.clear_refire_timer();
    }

    fn set_refire_timer(&self, function: &str, delay: f32) {
        self.clear_refire_timer();
        KismetSystemLibrary::k2_set_timer(self.as_ref().upcast_to(), function, delay, false, None, None, None);
    }

    fn clear_refire_timer(&self) {
        let me = self.as_ref().upcast_to();
        KismetSystemLibrary::k2_clear_timer(me, "Fire");
        KismetSystemLibrary::k2_clear_timer(me, "FireCooldownExpired");
    }

    /// A projectile from ahead of the muzzle towards `target`, owned by the holder and
    /// instigated by its pawn; then the montage, the recoil, a bullet fewer and the HUD.
    fn fire_projectile(&mut self, holder: &mut dyn ShooterWeaponHolder, target: Vector) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        let at = self.projectile_transform(target)?;
        let world = self.as_ref().get_world()?;
        let parameters =
            SpawnParameters { owner: me.get_owner(), instigator: self.pawn_owner(), collision_handling: ALWAYS_SPAWN };
        let projectile = world.spawn_actor_deferred_with(self.projectile_class(), &at, &parameters)?;
        if let Ok(shot) = ShooterProjectile::from_obj(projectile) {
            shot.set_noise_tag(self.noise_owner_tag());
        }
        world.finish_spawning(&projectile, &at)?;

        holder.play_firing_montage(self.firing_montage());
        holder.add_weapon_recoil(self.firing_recoil());
        self.set_current_bullets(model::bullets_after_shot(self.current_bullets(), self.magazine_size()));
        holder.update_weapon_hud(self.current_bullets(), self.magazine_size());
        Ok(())
    }

    /// `muzzle_offset` ahead of the muzzle socket towards the target, turned towards the target
    /// moved by a random vector of the aim variance's length.
    fn projectile_transform(&self, target: Vector) -> RustealResult<OwnedStruct<FTransform>> {
        let muzzle = self.first_person_mesh()?.checked()?.get_socket_location(self.muzzle_socket_name().handle()).to_vector();
        let spawn = muzzle + (target - muzzle).normalized() * f64::from(self.muzzle_offset());
        let variance = KismetMathLibrary::random_unit_vector().to_vector() * f64::from(self.aim_variance());
        let aim = KismetMathLibrary::find_look_at_rotation(&FVector::from_dvec3(spawn), &FVector::from_dvec3(target + variance));
        Ok(KismetMathLibrary::make_transform(&FVector::from_dvec3(spawn), &aim, &FVector::from_dvec3(Vector::ONE)))
    }
}
