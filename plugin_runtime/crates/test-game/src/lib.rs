//! A game crate that uses every macro, attribute and kind of property of rusteal-runtime. It
//! compiles with `#![deny(unsafe_code)]`: the macros generate no unsafe code in the game crate.

#![deny(unsafe_code)]

pub mod engine;
pub mod other;

use engine::{Actor, PointLightComponent, StaticMeshComponent, TextBlock, UserWidget, WidgetAnimation};
use rusteal_runtime::prelude::*;

rusteal_runtime::entry!();

fn say_hello() {
    info!("test game loaded");
}
rusteal_runtime::on_load!(say_hello);

fn check_setup() -> RustealResult<()> {
    Ok(())
}
rusteal_runtime::on_load!(check_setup);

/// Where a door is.
#[uenum]
#[derive(Debug)]
pub enum DoorState {
    Closed,
    Opening = 2,
    Open,
}

/// What a chest drops.
#[ustruct]
pub struct Loot {
    #[uproperty(BlueprintReadWrite)]
    amount: i32,
    #[uproperty(EditAnywhere, BlueprintReadOnly)]
    weight: f32,
    #[uproperty(BlueprintReadWrite, name = "LootState")]
    state: DoorState,
    #[uproperty(SaveGame)]
    owner: UObjectRef<Actor>,
    #[uproperty(VisibleAnywhere)]
    b_rare: bool,
}

/// A door with every kind of property.
#[uclass(parent = Actor, config = "Game", implements = ["/Script/TestGame.Interactable"])]
pub struct Door {
    #[uproperty(BlueprintReadWrite, EditAnywhere, default = true, category = "Door")]
    b_locked: bool,
    #[uproperty(BlueprintReadOnly, EditDefaultsOnly, default = 3)]
    keys_needed: i32,
    #[uproperty(VisibleAnywhere, default = 1_000_000_000_000)]
    serial: i64,
    #[uproperty(SaveGame, default = 7)]
    charges: u8,
    #[uproperty(BlueprintReadWrite, default = 90.0, name = "OpenAngle")]
    angle: f32,
    #[uproperty(Config, default = 2.5)]
    open_seconds: f64,
    #[uproperty(BlueprintReadWrite)]
    label: String,
    #[uproperty(BlueprintReadWrite)]
    tag: FName,
    #[uproperty(BlueprintReadWrite)]
    opener: UObjectRef<Actor>,
    #[uproperty(EditAnywhere)]
    spawn_class: SubclassOf<Actor>,
    #[uproperty(EditAnywhere)]
    key_asset: SoftObjectRef<Actor>,
    #[uproperty(BlueprintReadWrite)]
    loot: OwnedStruct<Loot>,
    #[uproperty(BlueprintReadWrite, default = DoorState::Closed)]
    state: DoorState,
    #[uproperty(Transient)]
    codes: UeArray<i32>,
    #[uproperty(BlueprintReadOnly)]
    visitors: UeArray<UObjectRef<Actor>>,
    #[uproperty(SaveGame)]
    names: UeArray<FName>,
    /// A property the fake engine does not find (tests/fake_engine.rs).
    #[uproperty(BlueprintReadWrite)]
    ghost: i32,
    #[component(root)]
    frame: UObjectRef<StaticMeshComponent>,
    #[component(attach = "frame", socket = "Hinge", name = "DoorLeaf")]
    leaf: UObjectRef<StaticMeshComponent>,
    #[component(attach = "leaf")]
    lamp: UObjectRef<PointLightComponent>,
    /// Rust-private: never seen by the engine.
    timer: f32,
    history: Vec<String>,
}

#[uclass_impl]
impl Door {
    #[ufunction(BlueprintCallable)]
    fn open(&mut self, speed: f32) {
        self.set_timer(speed);
        self.history_mut().push(format!("opened at {speed}"));
    }

    #[ufunction(BlueprintPure)]
    fn is_open(&self) -> bool {
        self.timer() > 0.0
    }

    /// Reads the property the engine lost: Rusteal's getter logs the error and gives 0, the
    /// `try_` form returns it; 40 when both did.
    #[ufunction(BlueprintPure)]
    fn read_ghost(&self) -> i32 {
        let plain = self.ghost();
        self.set_ghost(5);
        if self.try_ghost().is_err() { plain + 40 } else { plain }
    }

    #[ufunction(name = "K2_TryUnlock")]
    fn try_unlock(&mut self, key: UObjectRef<Actor>, attempts: OutRef<i32>) -> RustealResult<bool> {
        attempts.set(attempts.get() + 1);
        rusteal_runtime::runtime::ensure!(!key.is_null(), "no key given");
        Ok(self.try_keys_needed()? <= 1)
    }

    #[ufunction(BlueprintCallable, Exec)]
    fn change_state(&self, state: DoorState, spawn: SubclassOf<Actor>) -> DoorState {
        let _ = spawn;
        state
    }

    #[ufunction(BlueprintCallable)]
    fn weigh(&self, loot: UStructRef<Loot>) -> RustealResult<f32> {
        // Rusteal's accessors and, beside them, the fallible ones.
        let w = loot.weight();
        loot.set_amount(loot.amount() + 1);
        loot.try_set_amount(loot.try_amount()? + 1)?;
        Ok(w)
    }

    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        self.history_mut().clear();
    }

    #[ufunction(Override)]
    fn receive_tick(&mut self, delta_seconds: f32) {
        let t = self.timer();
        self.set_timer((t - delta_seconds).max(0.0));
    }

    #[ufunction(BlueprintImplementableEvent)]
    fn on_knocked(&self, by: UObjectRef<Actor>) {}

    #[ufunction(BlueprintImplementableEvent)]
    fn knock_count(&self) -> i32 {}

    #[udelegate]
    fn on_opened(&self, by: UObjectRef<Actor>, angle: f32) {}

    #[udelegate(name = "OnSlammed")]
    fn slammed(&self) {}

    #[class_defaults]
    fn defaults(&mut self) -> RustealResult<()> {
        self.set_label("Front door".to_string());
        self.set_timer(0.0);
        Ok(())
    }

    /// An ordinary method: left alone.
    pub fn describe(&self) -> String {
        format!("door with {} entries", self.history().len())
    }
}

/// A widget with widget bindings.
#[uclass(parent = UserWidget)]
pub struct DoorHud {
    #[uproperty(BindWidget)]
    title: UObjectRef<TextBlock>,
    #[uproperty(BindWidgetOptional)]
    subtitle: UObjectRef<TextBlock>,
    #[uproperty(BindWidgetAnim)]
    fade_in: UObjectRef<WidgetAnimation>,
    #[uproperty(BindWidgetAnimOptional)]
    fade_out: UObjectRef<WidgetAnimation>,
}

#[uclass_impl]
impl DoorHud {
    #[class_defaults]
    fn defaults(&mut self) {}
}

/// A Rust class derived from another Rust class.
#[uclass(parent = Door)]
pub struct VaultDoor {
    #[uproperty(EditAnywhere, default = 5)]
    locks: i32,
}

#[cfg(test)]
mod tests;
