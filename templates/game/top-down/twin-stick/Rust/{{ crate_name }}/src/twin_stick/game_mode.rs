//! TwinStickGameMode: the Twin Stick variant's `ATwinStickGameMode`. It keeps the score and its
//! combo multiplier (`rules::Combo`: kills in quick succession raise it, `ComboCooldown` without one
//! lowers it a step), shows them and the items held on the game UI it makes when play begins, and
//! caps the NPCs in the level at `NPCCap`. Its Blueprint child BP_TwinStickGameMode sets the UI,
//! pawn and controller classes.

use bindings::engine::{GameplayStatics, KismetSystemLibrary};
use bindings::prelude::*;
use bindings::umg::UserWidgetExt;
use rusteal_runtime::runtime::{SubclassOf, UObjectRef};
use rusteal_runtime::{uclass, uclass_impl};

use super::rules::{self, Combo, ComboChange};
use super::ui::TwinStickUI;

/// The combo cooldown's timer function (`ResetCombo`, this class's UFUNCTION).
const RESET_COMBO: &str = "ResetCombo";

#[uclass(parent = GameModeBase)]
pub struct TwinStickGameMode {
    /// The game UI widget's class.
    #[uproperty(EditAnywhere, name = "UIWidgetClass", category = "Twin Stick")]
    ui_widget_class: SubclassOf<TwinStickUI>,

    /// The game UI, once made.
    #[uproperty(Transient, name = "UIWidget")]
    ui_widget: UObjectRef<TwinStickUI>,

    /// Kills counted before the multiplier rises.
    #[uproperty(EditAnywhere, category = "Twin Stick", default = rules::COMBO_INCREMENT_MAX)]
    combo_increment_max: i32,

    /// The multiplier's highest value.
    #[uproperty(EditAnywhere, category = "Twin Stick", default = rules::COMBO_CAP)]
    combo_cap: i32,

    /// How long without a kill before the multiplier drops.
    #[uproperty(EditAnywhere, category = "Twin Stick", default = rules::COMBO_COOLDOWN)]
    combo_cooldown: f32,

    /// The most NPCs in the level at once.
    #[uproperty(EditAnywhere, name = "NPCCap", category = "Twin Stick", default = rules::NPC_CAP)]
    npc_cap: i32,

    /// The score.
    #[uproperty(VisibleAnywhere, BlueprintReadOnly, category = "Twin Stick")]
    score: i32,

    /// The combo multiplier.
    #[uproperty(VisibleAnywhere, BlueprintReadOnly, category = "Twin Stick", default = 1)]
    combo: i32,

    /// Kills counted towards the next multiplier.
    #[uproperty(Transient)]
    combo_increment: i32,

    /// NPCs in the level.
    #[uproperty(VisibleAnywhere, name = "NPCCount", category = "Twin Stick")]
    npc_count: i32,
}

#[uclass_impl]
impl TwinStickGameMode {
    /// The game UI.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        self.create_ui();
    }

    /// The combo timer is cleared.
    #[ufunction(Override)]
    fn receive_end_play(&mut self, _end_play_reason: u8) {
        KismetSystemLibrary::k2_clear_timer(self.self_ref().upcast_to(), RESET_COMBO);
    }

    /// The combo cooldown ran out: the multiplier drops a step.
    #[ufunction]
    fn reset_combo(&mut self) {
        let mut combo = self.combo_state();
        let change = combo.cool_down();
        self.apply(combo, change);
    }
}

impl TwinStickGameMode {
    /// `ItemUsed`: the UI shows the items held.
    pub fn item_used(&mut self, items: i32) {
        self.create_ui();
        if let Ok(ui) = TwinStickUI::from_obj(self.ui_widget()) {
            ui.update_items(items);
        }
    }

    /// `ScoreUpdate`: a kill worth `value`, times the multiplier.
    pub fn score_update(&mut self, value: i32) {
        let mut combo = self.combo_state();
        let change = combo.score_kill(value, self.combo_increment_max(), self.combo_cap());
        self.apply(combo, change);
        if let Ok(ui) = TwinStickUI::from_obj(self.ui_widget()) {
            ui.update_score(combo.score);
        }
    }

    /// `CanSpawnNPCs`: under the cap.
    pub fn can_spawn_npcs(&self) -> bool {
        self.npc_count() < self.npc_cap()
    }

    pub fn increase_npcs(&mut self) {
        self.set_npc_count(self.npc_count() + 1);
    }

    pub fn decrease_npcs(&mut self) {
        self.set_npc_count(self.npc_count() - 1);
    }

    fn combo_state(&self) -> Combo {
        Combo { score: self.score(), combo: self.combo(), combo_increment: self.combo_increment() }
    }

    /// Keeps the combo; a changed multiplier is shown, and the cooldown starts again.
    fn apply(&mut self, combo: Combo, change: ComboChange) {
        self.set_score(combo.score);
        self.set_combo(combo.combo);
        self.set_combo_increment(combo.combo_increment);
        if change.multiplier_changed
            && let Ok(ui) = TwinStickUI::from_obj(self.ui_widget())
        {
            ui.update_combo(combo.combo);
        }
        if change.restart_cooldown {
            KismetSystemLibrary::k2_set_timer(self.self_ref().upcast_to(), RESET_COMBO, self.combo_cooldown(), false, None, None, None);
        }
    }

    /// `CreateUI`: the game UI, once, on the first player's viewport.
    fn create_ui(&mut self) {
        if self.ui_widget().is_valid() {
            return;
        }
        let owner = GameplayStatics::get_player_controller(self.self_ref().upcast_to(), 0);
        if let Ok(widget) = create_widget_of_class(&owner, self.ui_widget_class())
            && let Ok(ui) = widget.upcast_to::<UserWidget>().checked()
        {
            ui.add_to_viewport(Some(0));
            self.set_ui_widget(widget);
        }
    }
}
