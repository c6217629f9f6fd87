//! The game library of rusteal-host's tests: an actor with properties of several kinds,
//! components, defaults, events, a console command, a function that panics and one that fails.
//! The reload tests copy this crate and edit it: a function body (`GREETING`), or a property.

#![deny(unsafe_code)]

mod engine;

use std::sync::Mutex;

use engine::{Actor, SceneComponent, StaticMeshComponent};
use rusteal_runtime::prelude::*;
use rusteal_runtime::runtime::console;

rusteal_runtime::entry!();

const GREETING: &str = "hello from Rust";

static COMMANDS: Mutex<Vec<console::CommandHandle>> = Mutex::new(Vec::new());

fn on_load() -> RustealResult<()> {
    // Rusteal's form: the command lives until the library unloads, whatever becomes of the result.
    let _ = console::register_command("Lamp.Hello", "Greets whoever is named", |args, _world| {
        info!("{GREETING}, {}", args.join(" and "));
    });
    // The scoped form: kept while its handle is, gone with it.
    let kept = console::register_scoped_command("Lamp.Count", "Counts its arguments", |ctx| {
        info!("{} arguments", ctx.args().len());
    })?;
    COMMANDS.lock().unwrap_or_else(|p| p.into_inner()).push(kept);
    drop(console::register_scoped_command("Lamp.Gone", "Unregistered at once", |_| {})?);
    info!("host test game loaded");
    Ok(())
}
rusteal_runtime::on_load!(on_load);

/// How a lamp feels.
#[uenum]
#[derive(Debug)]
pub enum Mood {
    Calm,
    Angry,
}

/// Says so in the log when the Rust data holding it is dropped (the reload tests count it).
#[derive(Default, Clone)]
pub struct Farewell;

impl Drop for Farewell {
    fn drop(&mut self) {
        info!("a lamp's Rust data is dropped");
    }
}

/// A lamp with a base and a bulb.
#[uclass(parent = Actor)]
pub struct Lamp {
    #[uproperty(BlueprintReadWrite, default = 3)]
    brightness: i32,
    #[uproperty(BlueprintReadWrite, default = 0.5)]
    warmth: f32,
    #[uproperty(BlueprintReadWrite)]
    label: String,
    #[uproperty(BlueprintReadWrite, default = Mood::Calm)]
    mood: Mood,
    #[uproperty(BlueprintReadWrite)]
    target: UObjectRef<Actor>,
    #[uproperty(BlueprintReadOnly)]
    ticks_seen: i32,
    #[uproperty(BlueprintReadWrite)]
    history: UeArray<i32>,
    #[component(root)]
    base: UObjectRef<SceneComponent>,
    #[component(attach = "base", socket = "Top")]
    bulb: UObjectRef<StaticMeshComponent>,
    /// Rust-private: starts over from Default on every reload.
    presses: u32,
    farewell: Farewell,
}

#[uclass_impl]
impl Lamp {
    #[ufunction(BlueprintCallable)]
    fn greet(&self) {
        info!("{GREETING} (brightness {})", self.brightness());
    }

    /// Greets in a text that is not ASCII (the log carries UTF-8 whole).
    #[ufunction(BlueprintCallable)]
    fn greet_world(&self) {
        info!("Grüße, 世界 — {}", self.label());
    }

    #[ufunction(BlueprintCallable)]
    fn press(&mut self, times: i32) -> i32 {
        let presses = self.presses() + times.max(0) as u32;
        self.set_presses(presses);
        let _ = self.history().push(&times);
        presses as i32
    }

    #[ufunction(BlueprintPure)]
    fn doubled(&self, value: f32) -> f32 {
        value * 2.0
    }

    #[ufunction(BlueprintCallable)]
    fn calm_down(&mut self, mood: Mood) -> Mood {
        self.set_mood(Mood::Calm);
        mood
    }

    #[ufunction(BlueprintCallable)]
    fn explode(&self, fuse: i32) -> i32 {
        if fuse >= 0 {
            panic!("the lamp exploded after {fuse} seconds");
        }
        fuse
    }

    #[ufunction(BlueprintCallable)]
    fn checked_half(&self, value: i32) -> RustealResult<i32> {
        rusteal_runtime::runtime::ensure!(value % 2 == 0, "{value} is odd");
        Ok(value / 2)
    }

    #[ufunction(BlueprintCallable)]
    fn bulb_name(&self) -> RustealResult<i32> {
        let bulb = self.bulb()?;
        Ok(if bulb.is_null() { 0 } else { 1 })
    }

    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        info!("{} begins play", self.label());
    }

    #[ufunction(Override)]
    fn receive_tick(&mut self, delta_seconds: f32) {
        let _ = delta_seconds;
        let seen = self.ticks_seen();
        self.set_ticks_seen(seen + 1);
    }

    #[class_defaults]
    fn defaults(&mut self) -> RustealResult<()> {
        self.try_set_label("Desk lamp".to_string())
    }
}
