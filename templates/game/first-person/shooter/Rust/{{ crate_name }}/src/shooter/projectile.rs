//! ShooterProjectile: the Shooter variant's `AShooterProjectile`, the base of
//! BP_ShooterProjectile_Bullet and _Grenade. A sphere that blocks everything and that characters
//! cannot step onto, flown at 3000 cm/s by a bouncing projectile movement, ignoring its instigator.
//! Its first hit makes a noise, then either damages the character it hit (not its owner, unless
//! told) and pushes what it hit if that simulates physics, or, exploding, does both to every pawn,
//! dynamic and physics body within its explosion radius; it is destroyed then or after a delay
//! (the Blueprint shows the impact meanwhile).

use bindings::engine::{
    Actor, ActorComponentExt, ActorExt, Character, DamageType, ECanBeCharacterBase, ECollisionChannel, ECollisionEnabled,
    ECollisionResponse, EObjectTypeQuery, FHitResult, GameplayStatics, KismetSystemLibrary, PawnExt, PrimitiveComponent,
    PrimitiveComponentExt, ProjectileMovementComponent, ProjectileMovementComponentExt, SphereComponent, SphereComponentExt,
};
use bindings::prelude::*;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{FName, RustealResult, SubclassOf, UObjectRef, UStructRef};
use rusteal_runtime::{uclass, uclass_impl};

/// `AShooterProjectile`'s collision radius and speed.
const COLLISION_RADIUS: f32 = 16.0;
const SPEED: f32 = 3000.0;

/// What an explosion reaches: pawns, world dynamic objects and physics bodies, as object types
/// (`UEngineTypes::ConvertToObjectType`, the project's channel setup deciding).
fn explosion_object_types() -> Vec<EObjectTypeQuery> {
    [ECollisionChannel::ECC_Pawn, ECollisionChannel::ECC_WorldDynamic, ECollisionChannel::ECC_PhysicsBody]
        .into_iter()
        .filter_map(|channel| channel_to_object_type(channel as u8).ok())
        .filter_map(|query| EObjectTypeQuery::from_i64(i64::from(query)))
        .collect()
}

#[uclass(parent = Actor)]
pub struct ShooterProjectile {
    /// The sphere that collides.
    #[component(root, name = "Collision Component")]
    collision_component: SphereComponent,

    /// Flies the projectile.
    #[component(name = "Projectile Movement")]
    projectile_movement: ProjectileMovementComponent,

    /// Loudness of the hit's noise.
    #[uproperty(EditAnywhere, category = "Projectile|Noise", default = 3.0)]
    noise_loudness: f32,

    /// Range of the hit's noise.
    #[uproperty(EditAnywhere, category = "Projectile|Noise", default = 1000.0)]
    noise_range: f32,

    /// Tag of the hit's noise (the weapon sets its holder's).
    #[uproperty(EditAnywhere, category = "Noise")]
    noise_tag: FName,

    /// Impulse given to what it hits when that simulates physics.
    #[uproperty(EditAnywhere, category = "Projectile|Hit", default = 100.0)]
    physics_force: f32,

    /// Damage done to a character it hits.
    #[uproperty(EditAnywhere, category = "Projectile|Hit", default = 25.0)]
    hit_damage: f32,

    /// The damage's type.
    #[uproperty(EditAnywhere, category = "Projectile|Hit")]
    hit_damage_type: SubclassOf<DamageType>,

    /// Whether it damages the character that owns it.
    #[uproperty(EditAnywhere, category = "Projectile|Hit", default = false)]
    b_damage_owner: bool,

    /// Whether its hit explodes.
    #[uproperty(EditAnywhere, category = "Projectile|Explosion", default = false)]
    b_explode_on_hit: bool,

    /// The explosion's radius.
    #[uproperty(EditAnywhere, category = "Projectile|Explosion", default = 500.0)]
    explosion_radius: f32,

    /// Seconds between the hit and its destruction (0: at once).
    #[uproperty(EditAnywhere, category = "Projectile|Destruction", default = 5.0)]
    deferred_destruction_time: f32,

    /// It hit something already.
    hit: bool,
}

#[uclass_impl]
impl ShooterProjectile {
    /// What `AShooterProjectile`'s constructor sets.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        self.set_noise_tag(FName::new("Projectile"));
        self.set_hit_damage_type(SubclassOf::<DamageType>::base());

        let collision = self.collision_component()?.checked()?;
        collision.set_sphere_radius(COLLISION_RADIUS, Some(true));
        collision.set_collision_enabled(ECollisionEnabled::QueryAndPhysics);
        collision.set_collision_response_to_all_channels(ECollisionResponse::ECR_Block);
        collision.set_can_character_step_up_on(ECanBeCharacterBase::ECB_No);

        let movement = self.projectile_movement()?.checked()?;
        movement.set_initial_speed(SPEED);
        movement.set_max_speed(SPEED);
        movement.set_should_bounce(true);
        Ok(())
    }

    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        // It never hits who fired it.
        if let (Ok(collision), Ok(me)) = (self.collision_component().and_then(|c| c.checked()), self.as_ref().checked()) {
            collision.ignore_actor_when_moving(me.get_instigator().upcast_to(), true);
        }
    }

    #[ufunction(Override)]
    fn receive_end_play(&mut self, _end_play_reason: u8) {
        KismetSystemLibrary::k2_clear_timer(self.as_ref().upcast_to(), "OnDeferredDestruction");
    }

    #[allow(clippy::too_many_arguments)]
    #[ufunction(Override)]
    fn receive_hit(
        &mut self,
        _my_comp: UObjectRef<PrimitiveComponent>,
        other: UObjectRef<Actor>,
        other_comp: UObjectRef<PrimitiveComponent>,
        _b_self_moved: bool,
        _hit_location: UStructRef<FVector>,
        _hit_normal: UStructRef<FVector>,
        _normal_impulse: UStructRef<FVector>,
        hit: UStructRef<FHitResult>,
    ) {
        if self.hit() {
            return;
        }
        self.set_hit(true);
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        if let Ok(collision) = self.collision_component().and_then(|c| c.checked()) {
            collision.set_collision_enabled(ECollisionEnabled::NoCollision);
        }
        let here = me.k2_get_actor_location();
        me.make_noise(
            Some(self.noise_loudness()),
            Some(me.get_instigator()),
            &here,
            Some(self.noise_range()),
            Some(self.noise_tag().handle()),
        );

        if self.b_explode_on_hit() {
            self.explode(here.to_vector());
        } else {
            self.process_hit(other, other_comp, hit.get_impact_point().to_vector(), -hit.get_impact_normal().to_vector());
        }
        self.bp_on_projectile_hit(hit);

        if self.deferred_destruction_time() > 0.0 {
            KismetSystemLibrary::k2_set_timer(
                me.as_ref().upcast_to(),
                "OnDeferredDestruction",
                self.deferred_destruction_time(),
                false,
                None,
                None,
                None,
            );
        } else {
            me.k2_destroy_actor();
        }
    }

    /// The Blueprint shows the hit. A Rust class's event does not pass a struct on yet (the runtime
    /// calls Blueprint events with scalar and object arguments), so the Blueprint gets an empty hit
    /// result.
    #[ufunction(BlueprintImplementableEvent, name = "BP_OnProjectileHit")]
    fn bp_on_projectile_hit(&self, _hit: UStructRef<FHitResult>) {}

    #[ufunction]
    fn on_deferred_destruction(&mut self) {
        if let Ok(me) = self.as_ref().checked() {
            me.k2_destroy_actor();
        }
    }
}

impl ShooterProjectile {
    /// Every actor with a component within the explosion radius, once each: hit from the
    /// explosion's centre outwards. The projectile, and its instigator unless it damages its
    /// owner, are left out.
    fn explode(&self, center: Vector) {
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        let mut ignored: Vec<UObjectRef<Actor>> = vec![me.as_ref().upcast_to()];
        if !self.b_damage_owner() {
            ignored.push(me.get_instigator().upcast_to());
        }
        let (_, overlaps) = KismetSystemLibrary::sphere_overlap_components(
            me.as_ref().upcast_to(),
            &FVector::from_dvec3(center),
            self.explosion_radius(),
            &explosion_object_types(),
            Default::default(),
            &ignored,
        );
        let mut damaged: Vec<UObjectRef<Actor>> = Vec::new();
        for component in overlaps {
            let Ok(actor) = component.checked().map(|c| c.get_owner()) else {
                continue;
            };
            if damaged.contains(&actor) {
                continue;
            }
            damaged.push(actor);
            let Ok(target) = actor.checked() else {
                continue;
            };
            let outwards = (target.k2_get_actor_location().to_vector() - center).normalized();
            self.process_hit(actor, component, center, outwards);
        }
    }

    /// Damages a character (its owner only when told to), and pushes a component that simulates
    /// physics along `direction` at `location`.
    fn process_hit(&self, actor: UObjectRef<Actor>, component: UObjectRef<PrimitiveComponent>, location: Vector, direction: Vector) {
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        if let Ok(character) = actor.cast::<Character>()
            && (actor != me.get_owner() || self.b_damage_owner())
        {
            let instigator = me.get_instigator().checked().map(|pawn| pawn.get_controller()).unwrap_or_default();
            GameplayStatics::apply_damage(
                character.upcast_to(),
                self.hit_damage(),
                instigator,
                me.as_ref().upcast_to(),
                self.hit_damage_type(),
            );
        }
        if let Ok(component) = component.checked()
            && component.is_simulating_physics(None)
        {
            component.add_impulse_at_location(
                &FVector::from_dvec3(direction * f64::from(self.physics_force())),
                &FVector::from_dvec3(location),
                None,
            );
        }
    }
}
