//! StrategyHUD: the Strategy variant's `AStrategyHUD`. It puts the game's UI on screen, draws the
//! box the player drags (selecting the units inside it as it is drawn) and labels each selected
//! unit; it tells the UI how many units are selected.
//!
//! `DrawHUD` is a C++ virtual: here the work is the `ReceiveDrawHUD` event, which the engine raises
//! each frame while the HUD draws, so the drawing functions are valid in it.

use bindings::engine::{ActorExt, HUD, HUDExt, PlayerControllerExt};
use bindings::prelude::*;
use bindings::umg::UserWidgetExt;
use rusteal_runtime::prelude::{LinearColor, Vector2D};
use rusteal_runtime::runtime::{LOG_ERROR, OwnedStruct, RustealResult, SubclassOf, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::model;
use super::player_controller::StrategyPlayerController;
use super::ui::StrategyUI;
use super::unit::StrategyUnit;

#[uclass(parent = HUD)]
pub struct StrategyHUD {
    /// The game's UI once on screen.
    #[uproperty(Transient)]
    ui_widget: UObjectRef<StrategyUI>,

    /// The UI widget to make.
    #[uproperty(EditAnywhere, name = "UIWidgetClass", category = "UI")]
    ui_widget_class: SubclassOf<StrategyUI>,

    /// The selection box's colour.
    #[uproperty(EditAnywhere, category = "UI")]
    selection_box_color: OwnedStruct<FLinearColor>,

    /// Whether the box is drawn.
    b_draw_box: bool,

    /// Where the box starts, its size and where the pointer is now, in screen pixels.
    box_start: Vector2D,
    box_size: Vector2D,
    box_current_position: Vector2D,
}

#[uclass_impl]
impl StrategyHUD {
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        if let Err(e) = self.show_ui() {
            ulog!(LOG_ERROR, "[Strategy] could not show the UI widget: {e}");
        }
    }

    /// Draws the box and selects what it holds, labels the selected units, counts them for the UI.
    #[ufunction(Override)]
    fn receive_draw_hud(&mut self, _size_x: i32, _size_y: i32) {
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        let owner = me.get_owning_player_controller();
        let Ok(mut controller) = StrategyPlayerController::from_obj(owner) else {
            return;
        };
        if self.b_draw_box() {
            let (start, size) = (self.box_start(), self.box_size());
            me.draw_rect(&self.selection_box_color(), start.x as f32, start.y as f32, size.x as f32, size.y as f32);
            let boxed: Vec<UObjectRef<StrategyUnit>> = me
                .get_actors_in_selection_rectangle(
                    SubclassOf::<StrategyUnit>::base().upcast_to(),
                    &FVector2D::from_dvec2(start),
                    &FVector2D::from_dvec2(self.box_current_position()),
                    Some(true),
                    Some(false),
                )
                .into_iter()
                .filter_map(|actor| actor.cast().ok())
                .collect();
            controller.drag_select_units(boxed);
        }

        let selected = controller.selected_units();
        if let Ok(mut ui) = StrategyUI::from_obj(self.ui_widget()) {
            ui.update_selected_units_count(selected.len() as i32);
        }
        let Ok(owner) = owner.checked() else {
            return;
        };
        let white = FLinearColor::from_linear_color(LinearColor::new(1.0, 1.0, 1.0, 1.0));
        for unit in selected {
            let Ok(unit) = unit.checked() else {
                continue;
            };
            let (on_screen, at) = owner.project_world_location_to_screen(&unit.k2_get_actor_location(), Some(true));
            if on_screen {
                let label = at.to_vector2d() + model::SELECTED_LABEL_OFFSET;
                me.draw_text(model::SELECTED_LABEL, &white, label.x as f32, label.y as f32, None, Some(model::SELECTED_LABEL_SCALE), Some(false));
            }
        }
    }
}

impl StrategyHUD {
    /// The box from `start`, `size` wide and high, the pointer at `current`; drawn when `draw`.
    pub fn drag_select_update(&mut self, start: Vector2D, size: Vector2D, current: Vector2D, draw: bool) {
        self.set_b_draw_box(draw);
        self.set_box_start(start);
        self.set_box_size(size);
        self.set_box_current_position(current);
    }

    /// `BeginPlay`: the UI widget on the owning player's screen.
    fn show_ui(&mut self) -> RustealResult<()> {
        let owner = self.as_ref().checked()?.get_owning_player_controller();
        let ui = create_widget_of_class(&owner, self.ui_widget_class())?;
        ui.checked()?.add_to_viewport(Some(0));
        self.set_ui_widget(ui);
        Ok(())
    }
}
