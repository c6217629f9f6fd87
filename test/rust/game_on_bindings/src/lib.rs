//! A game crate on top of the bindings generated from the real fixture, written as Rusteal games
//! are: Rust classes deriving from engine classes and components, calling their generated
//! functions and properties, engine delegates, a #[uinterface], #[ustruct]s, the manual extensions
//! and the math conversions. Compiled by test/generators/bindings_crate_test.cpp, which also runs
//! its classes in rusteal-host by script; no unsafe code.

#![deny(unsafe_code)]

use bindings::prelude::*;
use rusteal_runtime::prelude::{info, uclass, uclass_impl, uenum, uinterface, ustruct};
use rusteal_runtime::runtime::input::ETriggerEvent;
use rusteal_runtime::runtime::math::{Rotator, Transform, Vector};
use rusteal_runtime::runtime::{LOG_WARNING, ulog};

rusteal_runtime::entry!();

/// Registers the game's console commands as Rusteal games do: the result dropped with `let _ =`,
/// the command staying until the library unloads.
fn register_commands() -> RustealResult<()> {
    let _ = rusteal_runtime::runtime::console::register_command("Probe.Shout", "Shouts its words", |args, _world| {
        ulog!(LOG_WARNING, "shouted: {}", args.join(" ").to_uppercase());
    });
    Ok(())
}
rusteal_runtime::on_load!(register_commands);

#[uenum]
pub enum Mood {
    Calm,
    Angry,
}

/// A pawn that walks to a target and remembers where it has been.
#[uclass(parent = Pawn, config = "Game")]
pub struct Walker {
    #[uproperty(BlueprintReadWrite, EditAnywhere, default = 300.0, category = "Walker")]
    speed: f32,
    #[uproperty(BlueprintReadWrite)]
    target: UObjectRef<Actor>,
    #[uproperty(EditAnywhere)]
    spawn_class: SubclassOf<Actor>,
    #[uproperty(EditAnywhere)]
    jump_action: UObjectRef<InputAction>,
    #[uproperty(BlueprintReadOnly, default = Mood::Calm)]
    mood: Mood,
    #[uproperty(BlueprintReadWrite)]
    home: OwnedStruct<FVector>,
    #[component(root)]
    root: UObjectRef<SceneComponent>,
    #[component(attach = "root", socket = "Head")]
    head: UObjectRef<SceneComponent>,
    trail: Vec<Vector>,
}

#[uclass_impl]
impl Walker {
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        if let Err(e) = self.remember_where_i_am() {
            e.log(rusteal_runtime::log::Level::Warn);
        }
    }

    #[ufunction(BlueprintCallable)]
    fn remember_where_i_am(&mut self) -> RustealResult<i32> {
        // Generated functions of the parent classes, in the fallible form (`try_`).
        let here: Vector = self.try_k2_get_actor_location()?.to_rust()?;
        let forward: Vector = self.try_get_actor_forward_vector()?.to_rust()?;
        let step = forward * f64::from(self.speed());
        self.trail_mut().push(here + step);
        let tags = self.try_tags()?;
        info!("{} tags, {} steps", tags.len()?, self.trail().len());
        Ok(self.trail().len() as i32)
    }

    #[ufunction(BlueprintCallable)]
    fn go_home(&self) -> RustealResult<bool> {
        let home: Vector = self.home().to_rust()?;
        let here: Vector = self.try_k2_get_actor_location()?.to_rust()?;
        let at = Transform::from_rotator_location(Rotator::new(0.0, 90.0, 0.0), home);
        self.set_home(at.translation.to_engine());
        Ok(here.distance(home) < 1.0)
    }

    #[ufunction(BlueprintPure)]
    fn is_angry(&self) -> RustealResult<bool> {
        Ok(self.mood() == Mood::Angry)
    }

    #[ufunction(BlueprintCallable)]
    fn spawn_friend(&self) -> RustealResult<UObjectRef<Actor>> {
        let world = self.world()?.checked()?;
        let spawned = world.spawn_actor_of_class(self.spawn_class(), &Transform::IDENTITY)?;
        // As Rusteal games write it: the class as the type, and every actor of a class.
        let _walker = world.spawn_actor::<Walker>(&Transform::IDENTITY)?;
        let _walkers = world.get_all_actors_of_class::<Walker>()?;
        // A deferred spawn: properties set before its construction runs.
        let later = world.spawn_actor_deferred::<Walker>(&Transform::IDENTITY)?;
        later.checked()?.set_actor_hidden_in_game(true);
        world.finish_spawning(&later, &Transform::IDENTITY)?;
        let params = bindings::manual::SpawnParameters { owner: self.as_ref().upcast_to(), collision_handling: 1, ..Default::default() };
        let _owned = world.spawn_actor_deferred_with(self.spawn_class(), &Transform::IDENTITY, &params)?;
        Ok(spawned)
    }

    #[ufunction(BlueprintCallable)]
    fn bind_jump(&self) -> RustealResult<()> {
        bindings::manual::bind_action(self, self.jump_action(), ETriggerEvent::Started, "Jump")?;
        // Unreal's value of the event works too (16: Completed).
        bindings::manual::bind_action(self, self.jump_action(), 16u8, "Jump")
    }

    #[udelegate]
    fn on_arrived(&self, at: UObjectRef<Actor>) {}

    #[class_defaults]
    fn defaults(&mut self) {
        self.set_trail(Vec::new());
    }
}

/// Engine calls through a subsystem of the Enhanced Input module (an interface function).
pub fn add_context(
    subsystem: &Checked<EnhancedInputLocalPlayerSubsystem>,
    context: UObjectRef<InputMappingContext>,
) -> RustealResult<()> {
    // As Rusteal games write it: a default struct made in place.
    subsystem.add_mapping_context(context, 0, &OwnedStruct::new());
    // Our fallible forms.
    let options = OwnedStruct::<FModifyContextOptions>::try_new()?;
    subsystem.try_add_mapping_context(context, 0, &options)
}

/// A struct's fields written as Rusteal games write them: through `as_ref()` on an immutable
/// binding, then the struct passed by reference to a property setter (or owned, our form).
pub fn ignore_pressed_keys(component: &Checked<SceneComponent>) -> RustealResult<bool> {
    let options = OwnedStruct::<FModifyContextOptions>::try_new()?;
    options.as_ref().set_ignore_all_pressed_keys_until_release(true);
    let velocity = component.get_component_velocity();
    component.set_component_velocity(&velocity);
    component.set_component_velocity(velocity);
    Ok(options.ignore_all_pressed_keys_until_release())
}

/// A spawn as Rusteal games write it: the world of a reference, and the engine's `FTransform` an
/// actor returns as the place.
pub fn spawn_beside(me: UObjectRef<Actor>, class: SubclassOf<Actor>) -> RustealResult<UObjectRef<Actor>> {
    let at = me.checked()?.get_transform();
    me.get_world()?.spawn_actor_of_class(class, &at)
}

/// A call with a return value and out parameters gives them as Rusteal's bindings do: the
/// return value first, then the out parameters in their order (`let (hit, out_hit) = ...`).
pub fn mouse_position(player: &Checked<PlayerController>) -> Option<(f32, f32)> {
    let (on_screen, x, y): (bool, f32, f32) = player.get_mouse_position();
    on_screen.then_some((x, y))
}

/// A struct declared in Rust, read and written as Rusteal games do.
#[ustruct]
pub struct Waypoint {
    #[uproperty(BlueprintReadWrite)]
    index: i32,
    #[uproperty(BlueprintReadWrite)]
    weight: f32,
}

/// A component whose play begins with its actor's and ends when the actor is destroyed.
#[uclass(parent = SceneComponent)]
pub struct Beacon {
    #[uproperty(BlueprintReadOnly)]
    began: i32,
}

#[uclass_impl]
impl Beacon {
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        self.set_began(self.began() + 1);
    }

    #[ufunction(Override)]
    fn receive_end_play(&mut self, end_play_reason: EEndPlayReason) {
        ulog!(LOG_WARNING, "beacon ended: {end_play_reason:?}");
    }
}

/// A route, declared as Rusteal games declare structs: a string, an array, a nested struct and a
/// soft reference beside a plain field.
#[ustruct]
pub struct Route {
    #[uproperty(BlueprintReadWrite)]
    label: String,
    #[uproperty(BlueprintReadWrite)]
    stops: UeArray<i32>,
    #[uproperty(BlueprintReadWrite)]
    first: OwnedStruct<Waypoint>,
    #[uproperty(BlueprintReadWrite)]
    goal: SoftObjectRef<Actor>,
    #[uproperty(BlueprintReadWrite)]
    length: f32,
}

/// An actor that moves itself with the engine's own functions (test/generators/bindings_crate_test.cpp
/// runs it in rusteal-host, which models them over its objects).
#[uclass(parent = Actor)]
pub struct Mover {
    #[uproperty(BlueprintReadWrite)]
    steps: i32,
    /// A property with a default, as Rusteal writes one.
    #[uproperty(EditAnywhere, BlueprintReadWrite, default = 3, category = "Mover")]
    lives: i32,
    /// Where the last step ended, rounded to a tenth.
    #[uproperty(BlueprintReadOnly)]
    reached_x: f64,
    #[uproperty(BlueprintReadOnly)]
    reached_y: f64,
    /// A component written as its class, attached to the root component it inherits, as Rusteal
    /// writes them.
    #[component(attach = "root_component")]
    antenna: SceneComponent,
    /// A component declared in Rust: it counts its BeginPlay and logs its EndPlay.
    #[component(attach = "root_component")]
    beacon: Beacon,
    /// Input: how many times it hopped, and the last push (X * 10 + Y of the action's value).
    #[uproperty(BlueprintReadOnly)]
    hops: i32,
    #[uproperty(BlueprintReadOnly)]
    pushed: f64,
    /// The last route planned: a Rust struct with a string and an array, in the object's memory.
    #[uproperty(BlueprintReadWrite)]
    route: OwnedStruct<Route>,
}

#[uclass_impl]
impl Mover {
    /// Turns to `yaw` degrees, steps `distance` forward, and records where it is now.
    #[ufunction(BlueprintCallable)]
    fn turn_and_step(&mut self, yaw: f64, distance: f64) -> RustealResult<()> {
        // Rusteal's forms: the engine functions return their values.
        let here: Vector = self.k2_get_actor_location().to_rust()?;
        let turned = Rotator::new(0.0, yaw, 0.0);
        self.k2_set_actor_rotation(&turned.to_engine(), false);
        let forward: Vector = self.get_actor_forward_vector().to_rust()?;
        self.k2_teleport_to(&(here + forward * distance).to_engine(), &turned.to_engine());
        self.set_steps(self.steps() + 1);
        let now: Vector = self.k2_get_actor_location().to_rust()?;
        self.set_reached_x((now.x * 10.0).round() / 10.0);
        // The `try_` form where the error matters here.
        self.try_set_reached_y((now.y * 10.0).round() / 10.0)
    }

    /// Moves `distance` along its forward vector, written with Rusteal's conversion names;
    /// answers the new X.
    #[ufunction(BlueprintCallable)]
    fn nudge(&self, distance: f64) -> RustealResult<f64> {
        let here = self.k2_get_actor_location().to_dvec3();
        let forward = self.get_actor_forward_vector().to_dvec3();
        let facing = self.k2_get_actor_rotation().to_rotator();
        self.k2_teleport_to(&FVector::from_dvec3(here + forward * distance), &FRotator::from_rotator(facing));
        let tint = FLinearColor::from_linear_color(rusteal_runtime::runtime::LinearColor::RED).to_linear_color();
        rusteal_runtime::runtime::ensure!(tint.r == 1.0 && tint.g == 0.0, "red is {tint:?}");
        // An engine struct's fields, by Rusteal's names and ours.
        let now = self.k2_get_actor_location();
        rusteal_runtime::runtime::ensure!(now.get_x() == now.x() && now.try_x()? == now.to_dvec3().x, "the fields of {now:?}");
        Ok(now.to_dvec3().x)
    }

    /// Grows to `factor` times its size; answers the new scale's X.
    #[ufunction(BlueprintCallable)]
    fn grow(&self, factor: f64) -> RustealResult<f64> {
        let scale: Vector = self.get_actor_scale3_d().to_rust()?;
        self.set_actor_scale3_d(&(scale * factor).to_engine());
        let grown: Vector = self.get_actor_scale3_d().to_rust()?;
        Ok(grown.x)
    }

    /// Takes `owner` as its owner; answers whether the engine reports it back.
    #[ufunction(BlueprintCallable)]
    fn follow(&self, owner: UObjectRef<Actor>) -> RustealResult<bool> {
        // As Rusteal games write it: the object as its parent class, then the engine call.
        let me: UObjectRef<Actor> = self.as_ref();
        me.checked()?.set_owner(owner);
        let as_object: UObjectRef<Object> = me.upcast_to();
        Ok(self.get_owner() == owner && as_object.raw() == self.self_ref().raw())
    }

    /// Whether its component exists (made by the engine when the mover was).
    #[ufunction(BlueprintPure)]
    fn has_antenna(&self) -> RustealResult<bool> {
        Ok(!self.antenna()?.is_null())
    }

    /// An input action's value, read as Rusteal games read it.
    #[ufunction(BlueprintCallable)]
    fn steer(&self, value: UStructRef<FInputActionValue>) -> f64 {
        let v = value.axis2d();
        if value.get_bool() { v.x * 10.0 + v.y } else { 0.0 }
    }

    /// Calls another mover's functions by name, as Rusteal games call what the bindings lack:
    /// `Grow(factor)`, then `Steer` with a struct parameter; answers grown scale + steer.
    #[ufunction(BlueprintCallable)]
    fn call_by_name(&self, other: UObjectRef<Actor>, factor: f64) -> RustealResult<f64> {
        let mut grow = DynamicCall::new(&other, "Grow")?;
        grow.set::<f64>("Factor", factor)?;
        let grown = grow.call()?.get::<f64>("ReturnValue")?;
        let mut bytes = [0u8; 32];
        bytes[0..8].copy_from_slice(&0.5f64.to_ne_bytes());
        bytes[8..16].copy_from_slice(&(-1.0f64).to_ne_bytes());
        let value = OwnedStruct::<FInputActionValue>::from_bytes(&bytes);
        let mut steer = DynamicCall::new(&other, "Steer")?;
        steer.set_struct("Value", &value)?;
        let steered = steer.call()?.get::<f64>("ReturnValue")?;
        Ok(grown + steered)
    }

    /// A waypoint made by the engine, written and read with Rusteal's accessors and ours:
    /// answers index * 10 + weight.
    #[ufunction(BlueprintCallable)]
    fn waypoint(&self, index: i32, weight: f32) -> RustealResult<f32> {
        let point = OwnedStruct::<Waypoint>::new();
        point.set_index(index);
        point.try_set_weight(weight)?;
        Ok(point.index() as f32 * 10.0 + point.try_weight()?)
    }

    /// Plans a route of `stops` stops, keeps it in its `route` property and reads it back, as
    /// Rusteal games use struct fields; answers the sum of the stops plus the first waypoint's index.
    #[ufunction(BlueprintCallable)]
    fn plan_route(&mut self, stops: i32) -> RustealResult<i32> {
        use rusteal_runtime::runtime::ensure;
        // Setters write through `&self`, as Rusteal's do: the struct is a handle to its memory.
        let route = OwnedStruct::<Route>::new();
        route.set_label(format!("route of {stops}"));
        route.set_stops((1..=stops).collect());
        // Rusteal's view of an array field: live, each call a RustealResult.
        route.stops().push(&100)?;
        ensure!(route.stops().len()? == stops as usize + 1 && route.stops().get(stops as usize)? == 100, "the pushed stop");
        route.stops().remove(stops as usize)?;
        let first = OwnedStruct::<Waypoint>::new();
        first.set_index(7);
        route.set_first(first);
        route.try_set_goal(SoftObjectRef::new("/Game/Maps/Goal.Goal"))?;
        route.set_length(2.5);
        // A copy made by the engine is a value of its own.
        let detour = route.clone();
        detour.set_label("detour".to_string());
        detour.set_stops(vec![9]);
        ensure!(route.label() == format!("route of {stops}"), "the label is {:?}", route.label());
        ensure!(detour.label() == "detour" && detour.try_stops()? == vec![9], "the detour is {:?}", detour.label());
        ensure!(route.goal().path() == "/Game/Maps/Goal.Goal", "the goal is {:?}", route.goal().path());
        ensure!(route.length() == 2.5, "the length is {}", route.length());
        // A struct built from raw bytes holds no engine values: its string is refused.
        let raw = OwnedStruct::<Route>::from_bytes(&[0u8; 8]);
        ensure!(raw.try_label().is_err(), "a raw struct's label was read");
        self.set_route(route);
        let stored = self.route();
        ensure!(stored.label() == format!("route of {stops}"), "the stored label is {:?}", stored.label());
        Ok(stored.try_stops()?.iter().sum::<i32>() + stored.first().index())
    }

    /// An array field of an engine struct (`FEnhancedActionKeyMapping::Modifiers`), copied whole:
    /// written from a slice through `as_ref()` (Rusteal's form), read back as a `Vec`, written again
    /// shorter (our `try_` form); answers the first length times 10 plus the second.
    #[ufunction(BlueprintCallable)]
    fn map_modifiers(&mut self, count: i32) -> RustealResult<i32> {
        use bindings::enhanced_input::{FEnhancedActionKeyMapping, FEnhancedActionKeyMappingExt, InputModifier};
        let mapping = OwnedStruct::<FEnhancedActionKeyMapping>::try_new()?;
        let modifiers = vec![UObjectRef::<InputModifier>::default(); count.max(0) as usize];
        mapping.as_ref().set_modifiers(&modifiers);
        let written = mapping.try_modifiers()?.len();
        mapping.try_set_modifiers(&modifiers[..written.min(1)])?;
        Ok(written as i32 * 10 + mapping.modifiers().len() as i32)
    }

    /// The label of the route it keeps.
    #[ufunction(BlueprintPure)]
    fn route_label_length(&self) -> i32 {
        self.route().label().len() as i32
    }

    /// Spawns through the world as Rusteal games do: a mover at `x` facing +Y, and a pickup made
    /// deferred (a property set before its BeginPlay runs); answers the new mover's X.
    #[ufunction(BlueprintCallable)]
    fn spawn_buddies(&self, x: f64) -> RustealResult<f64> {
        use rusteal_runtime::runtime::ensure;
        let world = self.world()?.checked()?;
        let at = Transform::from_rotator_location(Rotator::new(0.0, 90.0, 0.0), Vector::new(x, 0.0, 0.0));
        let buddy = world.spawn_actor::<Mover>(&at)?;
        let there: Vector = buddy.checked()?.k2_get_actor_location().to_rust()?;
        let facing = buddy.checked()?.k2_get_actor_rotation().to_rotator();
        ensure!((facing.yaw - 90.0).abs() < 1e-9 && facing.pitch.abs() < 1e-9, "the buddy faces {facing:?}");
        let gem = world.spawn_actor_deferred::<Pickup>(&Transform::IDENTITY)?;
        Pickup::from_obj(gem)?.set_touches(5);
        world.finish_spawning(&gem, &Transform::IDENTITY)?;
        ensure!(world.finish_spawning(&gem, &Transform::IDENTITY).is_err(), "finished twice");
        ensure!(Pickup::from_obj(gem)?.touches() == 5, "the deferred pickup lost its touches");
        let movers = world.get_all_actors_of_class::<Mover>()?;
        ensure!(movers.iter().any(|m| *m == buddy), "the buddy is not among {} movers", movers.len());
        Ok(there.x)
    }

    /// Carries `cargo` as Rusteal games attach actors: at the origin facing +X, with the cargo
    /// 100 ahead, it attaches the cargo keeping where it is, turns to +Y and steps 10 along Y (the
    /// cargo follows), then lets go. Answers the cargo's X * 1000 + Y while carried.
    #[ufunction(BlueprintCallable)]
    fn carry(&self, cargo: UObjectRef<Actor>) -> RustealResult<f64> {
        use rusteal_runtime::runtime::ensure;
        let c = cargo.checked()?;
        let me: UObjectRef<Actor> = self.as_ref();
        let facing = |yaw: f64| FRotator::from_rotator(Rotator::new(0.0, yaw, 0.0));
        self.k2_teleport_to(&FVector::from_dvec3(Vector::new(0.0, 0.0, 0.0)), &facing(0.0));
        c.k2_teleport_to(&FVector::from_dvec3(Vector::new(100.0, 0.0, 0.0)), &facing(0.0));
        let rule = EAttachmentRule::KeepWorld;
        ensure!(c.k2_attach_to_actor(me, FName::try_new("Hand")?, rule, rule, rule, false), "the cargo was not attached");
        ensure!(!self.k2_attach_to_actor(cargo, FName::try_new("Back")?, rule, rule, rule, false), "attached below itself");
        ensure!(c.get_attach_parent_actor() == me, "the cargo's parent is {:?}", c.get_attach_parent_actor());
        ensure!(c.get_attach_parent_socket_name().text()? == "Hand", "the socket");
        self.k2_set_actor_rotation(&facing(90.0), false);
        self.k2_teleport_to(&FVector::from_dvec3(Vector::new(0.0, 10.0, 0.0)), &facing(90.0));
        let there = c.k2_get_actor_location().to_dvec3();
        let turned = c.k2_get_actor_rotation().to_rotator();
        ensure!((turned.yaw - 90.0).abs() < 1e-6, "the cargo faces {turned:?}");
        let keep = Some(EDetachmentRule::KeepWorld);
        c.k2_detach_from_actor(keep, keep, keep);
        ensure!(c.get_attach_parent_actor().is_null(), "still attached");
        let left = c.k2_get_actor_location().to_dvec3();
        ensure!((left.y - there.y).abs() < 1e-6, "the cargo moved when let go: {left:?}");
        Ok(there.x.round() * 1000.0 + there.y.round())
    }

    /// Binds an input action as Rusteal games do: `Hop` when it starts, `Push` while it triggers.
    #[ufunction(BlueprintCallable)]
    fn bind_input(&self, action: UObjectRef<InputAction>) -> RustealResult<()> {
        bindings::manual::bind_action(self, action, ETriggerEvent::Started, "Hop")?;
        bindings::manual::bind_action(self, action, ETriggerEvent::Triggered, "Push")
    }

    #[ufunction(BlueprintCallable)]
    fn hop(&mut self) {
        self.set_hops(self.hops() + 1);
    }

    #[ufunction(BlueprintCallable)]
    fn push(&mut self, value: UStructRef<FInputActionValue>) {
        let v = value.axis2d();
        self.set_pushed(v.x * 10.0 + v.y);
    }

    /// How many times its beacon component began play.
    #[ufunction(BlueprintPure)]
    fn beacon_began(&self) -> RustealResult<i32> {
        Ok(Beacon::from_obj(self.beacon()?)?.began())
    }

    /// Its component's outer, class and name, read as Rusteal games read them.
    #[ufunction(BlueprintPure)]
    fn antenna_belongs_to_me(&self) -> RustealResult<bool> {
        let antenna = self.antenna()?;
        let owner: UObjectRef<Mover> = antenna.outer::<Mover>()?;
        let not_an_actor = antenna.outer::<SceneComponent>().is_err();
        Ok(owner == self.self_ref()
            && not_an_actor
            && antenna.is_a::<SceneComponent>()
            && !antenna.is_a::<Actor>()
            && antenna.get_name()? == "Antenna"
            && self.self_ref().subclass()?.raw() == Mover::static_class()
            && antenna.get_outer()? == self.self_ref().raw())
    }

    /// Engine properties of its class (rusteal-host has them from the engine's reflection), read
    /// and written as Rusteal games do: slows itself by `factor` and tags itself; answers the
    /// dilation times the tag count.
    #[ufunction(BlueprintCallable)]
    fn slow_down(&self, factor: f32) -> RustealResult<f32> {
        // Rusteal's name of an engine property's getter, beside ours.
        let before = self.get_custom_time_dilation();
        rusteal_runtime::runtime::ensure!(before == self.custom_time_dilation(), "two getters disagree");
        self.set_custom_time_dilation(before * factor);
        let tags = self.tags();
        tags.push(&FName::try_new("slowed")?)?;
        // Rusteal's forms: a name array takes the name's handle; its length is a RustealResult.
        tags.push(&FName::try_new("hurried")?.handle())?;
        let last = tags.get(tags.len()? - 1)?;
        rusteal_runtime::runtime::ensure!(last.text()? == "hurried", "the handle was pushed as {last:?}");
        // Two tags a call: the dilation times the calls made.
        Ok(self.custom_time_dilation() * (tags.len()? / 2) as f32)
    }

    /// A data table's row as a Rust struct (compiled here; rusteal-host has no data tables).
    #[ufunction(BlueprintCallable)]
    fn route_row(&self, table: UObjectRef<Object>) -> RustealResult<i32> {
        let row = rusteal_runtime::runtime::world::find_data_table_row::<Route>(&table, FName::try_new("Main")?)?;
        row.map_or(Ok(-1), |r| Ok(r.stops().len()? as i32))
    }

    /// Says where it is, in the log, as Rusteal games log.
    #[ufunction(BlueprintCallable)]
    fn announce(&self) {
        ulog!(LOG_WARNING, "mover after {} steps", self.steps());
    }

    /// Destroys itself (the engine does it once the call returned).
    #[ufunction(BlueprintCallable)]
    fn vanish(&self) {
        self.k2_destroy_actor();
    }

    /// An engine function the headless host does not model, in the fallible form: the error is
    /// the function's.
    #[ufunction(BlueprintCallable)]
    fn measure(&self) -> RustealResult<f64> {
        let (eyes, _rotation) = self.try_get_actor_eyes_view_point()?;
        let eyes: Vector = eyes.to_rust()?;
        Ok(eyes.x)
    }

    /// The same in Rusteal's form: the error goes to the log and the call gives its fallback
    /// (empty structs, which do not read as vectors).
    #[ufunction(BlueprintCallable)]
    fn measure_or_log(&self) -> bool {
        let (eyes, _rotation) = self.get_actor_eyes_view_point();
        let read: RustealResult<Vector> = eyes.to_rust();
        read.is_err()
    }
}

/// A pickup written as Rusteal's templates write one: its overlap handler bound by name when play
/// begins, closures on the engine's delegates (its own and another actor's), and Unreal's overlap
/// and damage events overridden (`OnTakeAnyDamage` names `UDamageType`, which the fixture does not
/// reflect, so it has no accessor here). test/generators/bindings_crate_test.cpp makes actors overlap it,
/// damages it and destroys its collector in rusteal-host.
#[uclass(parent = Actor)]
pub struct Pickup {
    /// The last actor that picked it up.
    #[uproperty(BlueprintReadOnly)]
    collected_by: UObjectRef<Actor>,
    /// `BeginOverlap` calls (bound twice, it runs once: `AddDynamic` binds a function once).
    #[uproperty(BlueprintReadOnly)]
    pickups: i32,
    /// `ReceiveActorBeginOverlap` calls.
    #[uproperty(BlueprintReadOnly)]
    touches: i32,
    /// Calls of the closure on its own `OnActorEndOverlap`.
    #[uproperty(BlueprintReadOnly)]
    departures: i32,
    /// Calls of the closure on its collectors' `OnDestroyed`.
    #[uproperty(BlueprintReadOnly)]
    losses: i32,
    /// The damage `ReceiveAnyDamage` added up.
    #[uproperty(BlueprintReadOnly)]
    damage_taken: f32,
    /// Whether `ReceiveAnyDamage` was given a damage type and a causer.
    #[uproperty(BlueprintReadOnly)]
    typed_damage: bool,
}

#[uclass_impl]
impl Pickup {
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        let me = self.as_ref();
        for _ in 0..2 {
            if let Err(e) = me.checked().and_then(|actor| actor.on_actor_begin_overlap().add_ufunction(&me, "BeginOverlap")) {
                ulog!(LOG_WARNING, "pickup overlap: {e}");
            }
        }
        let bound = me.checked().and_then(|actor| {
            actor
                .on_actor_end_overlap()
                .add(|overlapped, _other| {
                    if let Ok(pickup) = Pickup::from_obj(overlapped) {
                        pickup.set_departures(pickup.departures() + 1);
                    }
                })?
                .detach();
            Ok(())
        });
        if let Err(e) = bound {
            ulog!(LOG_WARNING, "pickup delegates: {e}");
        }
    }

    /// Handles the overlap, bound by name in `receive_begin_play`; watches a new collector's end.
    #[ufunction(BlueprintCallable)]
    fn begin_overlap(&mut self, _overlapped_actor: UObjectRef<Actor>, other_actor: UObjectRef<Actor>) {
        self.set_pickups(self.pickups() + 1);
        if self.collected_by() == other_actor {
            return;
        }
        self.set_collected_by(other_actor);
        // Rusteal's form: the closure holds the object reference itself (`Send`, not `Sync`).
        let pickup = self.self_ref();
        let watched = other_actor.checked().and_then(|other| {
            other.on_destroyed().add(move |_destroyed| {
                if let Ok(me) = Pickup::from_obj(pickup) {
                    me.set_losses(me.losses() + 1);
                }
            })
        });
        match watched {
            Ok(binding) => binding.detach(),
            Err(e) => ulog!(LOG_WARNING, "pickup watch: {e}"),
        }
    }

    #[ufunction(Override)]
    fn receive_actor_begin_overlap(&mut self, _other_actor: UObjectRef<Actor>) {
        self.set_touches(self.touches() + 1);
    }

    #[ufunction(Override)]
    fn receive_any_damage(
        &mut self,
        damage: f32,
        damage_type: UObjectRef<Object>,
        _instigated_by: UObjectRef<Controller>,
        damage_causer: UObjectRef<Actor>,
    ) {
        self.set_damage_taken(self.damage_taken() + damage);
        self.set_typed_damage(!damage_type.is_null() && !damage_causer.is_null());
    }

    /// Takes a count, not the overlap's two actors.
    #[ufunction(BlueprintCallable)]
    fn wrong_shape(&mut self, _count: i32) {}

    /// Binds `WrongShape` to its overlap: refused, its parameters are not the delegate's.
    #[ufunction(BlueprintCallable)]
    fn bind_wrong_shape(&self) -> RustealResult<()> {
        let me = self.as_ref();
        me.checked()?.on_actor_begin_overlap().add_ufunction(&me, "WrongShape")
    }

    /// Binds a function the class does not have: refused, naming it.
    #[ufunction(BlueprintCallable)]
    fn bind_missing(&self) -> RustealResult<()> {
        let me = self.as_ref();
        me.checked()?.on_actor_begin_overlap().add_ufunction(&me, "NoSuchFunction")
    }
}

/// Something an actor can use, declared in Rust as an Unreal interface.
#[uinterface]
pub trait Usable {
    /// Uses it with some strength; answers what it gave.
    fn use_by(&mut self, user: UObjectRef<Actor>, strength: i32) -> i32;
    fn code(&self) -> i32;
}

/// The pickup implements it: its functions are the trait's methods.
#[uclass_impl]
impl Usable for Pickup {
    fn use_by(&mut self, user: UObjectRef<Actor>, strength: i32) -> i32 {
        self.set_collected_by(user);
        self.pickups() * 100 + strength
    }
    fn code(&self) -> i32 {
        scoring::score(self) + 42
    }
}

/// Game code in another module reads a class's properties, as Rusteal games do: the accessors
/// are public whatever the fields' visibility.
mod scoring {
    use super::Pickup;

    pub fn score(pickup: &Pickup) -> i32 {
        pickup.pickups() * 10 + pickup.touches()
    }
}

/// A crate that lists the interface without Rust methods (as a Blueprint would implement it):
/// calls through the interface reach the interface's own functions, which give the default value.
#[uclass(parent = Actor, implements = "Usable")]
pub struct Crate {
    #[uproperty(BlueprintReadWrite)]
    weight: i32,
}

#[uclass_impl]
impl Mover {
    /// Uses `thing` through the interface when its class implements it; -1 otherwise.
    #[ufunction(BlueprintCallable)]
    fn use_thing(&self, thing: UObjectRef<Actor>, strength: i32) -> RustealResult<i32> {
        if !thing.implements::<dyn Usable>() {
            return Ok(-1);
        }
        let mut usable: rusteal_runtime::runtime::ScriptInterface<dyn Usable> = thing.interface::<dyn Usable>()?;
        Ok(usable.use_by(self.as_ref(), strength) + usable.code())
    }
}
