//! The Strategy player controller's commands, which its input, the HUD and the touch controls
//! call: select, select all, deselect, send the selection, drag and zoom the camera; and where the
//! cursor and the finger point.

use bindings::engine::{
    ActorExt, EDrawDebugTrace, EObjectTypeQuery, ETraceTypeQuery, FHitResultExt, GameplayStatics, KismetSystemLibrary,
    PlayerControllerExt,
};
use bindings::input_core::ETouchIndex;
use bindings::prelude::*;
use rusteal_runtime::prelude::{Vector, Vector2D};
use rusteal_runtime::runtime::{OwnedStruct, SubclassOf, UObjectRef};

use super::super::hud::StrategyHUD;
use super::super::model::{self, Zoom};
use super::super::pawn::StrategyPawn;
use super::super::unit::StrategyUnit;
use super::StrategyPlayerController;

impl StrategyPlayerController {
    /// The HUD's box selected `units`: they replace the selection; an empty box clears it.
    pub fn drag_select_units(&mut self, units: Vec<UObjectRef<StrategyUnit>>) {
        if units.is_empty() && self.controlled_units().is_empty() {
            return;
        }
        self.deselect_all_units();
        for unit in units {
            self.select(unit);
        }
    }

    /// The selected units.
    pub fn selected_units(&self) -> Vec<UObjectRef<StrategyUnit>> {
        self.controlled_units()
    }

    /// How far the camera's first zoom is from the closest to the farthest, 0 to 1.
    pub fn default_zoom_percentage(&self) -> f32 {
        self.zoom_limits().default_percentage()
    }

    /// Selects (or, when selected, deselects) the first unit within the selection radius of `at`;
    /// without `additive` the selection is cleared first. Whether a unit was found there.
    pub fn select_at(&mut self, at: Vector, additive: bool) -> bool {
        if !additive {
            self.deselect_all_units();
        }
        let me = self.self_ref();
        let (_, near) = KismetSystemLibrary::sphere_overlap_actors(
            me.upcast_to(),
            &FVector::from_dvec3(at),
            self.selection_radius(),
            &[EObjectTypeQuery::ObjectTypeQuery3], // Pawn
            SubclassOf::<StrategyUnit>::base().upcast_to(),
            &[],
        );
        let Some(unit) = near.into_iter().find_map(|actor| actor.cast::<StrategyUnit>().ok()) else {
            return false;
        };
        if self.controlled_units().contains(&unit) {
            self.controlled_units_mut().retain(|selected| *selected != unit);
            if let Ok(unit) = StrategyUnit::from_obj(unit) {
                unit.unit_deselected();
            }
        } else {
            self.select(unit);
        }
        true
    }

    /// Adds every unit on screen (rendered just now) to the selection.
    pub fn select_all_units_on_screen(&mut self) {
        let units = GameplayStatics::get_all_actors_of_class(self.self_ref().upcast_to(), SubclassOf::<StrategyUnit>::base().upcast_to());
        for unit in units.into_iter().filter_map(|actor| actor.cast::<StrategyUnit>().ok()) {
            let on_screen = unit.checked().is_ok_and(|actor| actor.was_recently_rendered(Some(model::RECENTLY_RENDERED_TOLERANCE)));
            if on_screen && !self.controlled_units().contains(&unit) {
                self.select(unit);
            }
        }
    }

    /// Clears the selection, telling each unit.
    pub fn deselect_all_units(&mut self) {
        for unit in self.controlled_units() {
            if let Ok(unit) = StrategyUnit::from_obj(unit) {
                unit.unit_deselected();
            }
        }
        self.controlled_units_mut().clear();
    }

    /// Clears the selection, or selects every unit on screen when none is selected.
    pub fn toggle_select_all_units(&mut self) {
        if self.controlled_units().is_empty() {
            self.select_all_units_on_screen();
        } else {
            self.deselect_all_units();
        }
    }

    /// Moves the camera by the drag from where it started to `current` (screen pixels).
    pub fn drag_scroll(&mut self, current: Vector2D) {
        let offset = model::drag_scroll_offset(self.starting_drag_scroll_position(), current, self.drag_multiplier());
        if let Ok(pawn) = self.controlled_camera_pawn().checked() {
            pawn.k2_add_actor_world_offset(&FVector::from_dvec3(offset), false, false);
        }
    }

    /// Sends the selection to `goal`: the unit nearest it leads and interacts on arrival. The
    /// cursor feedback is positive, or negative with nothing selected.
    pub fn move_units(&mut self, goal: Vector) {
        let units = self.controlled_units();
        if units.is_empty() {
            self.bp_cursor_feedback(&FVector::from_dvec3(goal), false);
            return;
        }
        let leader = self.nearest_selected_unit(goal);
        for unit in &units {
            if let Ok(mut moving) = StrategyUnit::from_obj(*unit) {
                moving.move_to(goal, Some(*unit) == leader, units.clone());
            }
        }
        self.bp_cursor_feedback(&FVector::from_dvec3(goal), true);
    }

    /// Changes the zoom by `delta`, within the limits.
    pub fn change_zoom(&mut self, delta: f32) {
        let zoom = self.zoom_limits().changed(self.camera_zoom(), delta);
        self.apply_zoom(zoom);
    }

    /// Back to the camera's first zoom.
    pub fn reset_zoom(&mut self) {
        self.apply_zoom(self.default_zoom());
    }

    /// The zoom `percentage` (0 to 1) of the way from the closest to the farthest.
    pub fn set_zoom_percentage(&mut self, percentage: f32) {
        let zoom = self.zoom_limits().at(percentage);
        self.apply_zoom(zoom);
    }

    pub(super) fn select(&mut self, unit: UObjectRef<StrategyUnit>) {
        self.controlled_units_mut().push(unit);
        if let Ok(unit) = StrategyUnit::from_obj(unit) {
            unit.unit_selected();
        }
    }

    /// The HUD's box from where it started to `at`.
    pub(super) fn update_selection_box(&mut self, at: Vector2D) {
        let start = self.starting_box_selection_position();
        if let Ok(mut hud) = StrategyHUD::from_obj(self.strategy_hud()) {
            hud.drag_select_update(start, at - start, at, true);
        }
    }

    pub(super) fn hide_selection_box(&mut self) {
        if let Ok(mut hud) = StrategyHUD::from_obj(self.strategy_hud()) {
            hud.drag_select_update(Vector2D::ZERO, Vector2D::ZERO, Vector2D::ZERO, false);
        }
    }

    pub(super) fn game_time(&self) -> f64 {
        GameplayStatics::get_time_seconds(self.self_ref().upcast_to())
    }

    /// The cursor's position on screen; zero when there is no mouse.
    pub(super) fn mouse_position(&self) -> Vector2D {
        match self.as_ref().checked().map(|me| me.get_mouse_position()) {
            Ok((true, x, y)) => Vector2D::new(f64::from(x), f64::from(y)),
            _ => Vector2D::ZERO,
        }
    }

    /// Where the selection trace under the cursor blocks, if it does.
    pub(super) fn location_under_cursor(&self) -> Option<Vector> {
        let me = self.as_ref().checked().ok()?;
        let (blocked, hit) = me.get_hit_result_under_cursor_by_channel(self.selection_trace_channel(), false);
        blocked.then(|| hit.as_ref().get_location().to_vector())
    }

    /// Where the first finger points in the level: the visibility trace's impact, else where its
    /// ray meets the ground plane; zero when the finger cannot be projected.
    pub(super) fn touch_location(&self) -> Vector {
        let Ok(me) = self.as_ref().checked() else {
            return Vector::ZERO;
        };
        let (x, y, _pressed) = me.get_input_touch_state(ETouchIndex::Touch1);
        let (projected, origin, direction) = me.deproject_screen_position_to_world(x, y);
        if !projected {
            return Vector::ZERO;
        }
        let (origin, direction) = (origin.to_vector(), direction.to_vector());
        let (hit, out) = KismetSystemLibrary::line_trace_single(
            me.as_ref().upcast_to(),
            &FVector::from_dvec3(origin),
            &FVector::from_dvec3(origin + direction * model::TOUCH_TRACE_DISTANCE),
            ETraceTypeQuery::TraceTypeQuery1,
            false,
            &[],
            EDrawDebugTrace::None,
            false,
            &OwnedStruct::new(),
            &OwnedStruct::new(),
            None,
        );
        if hit {
            return out.as_ref().get_impact_point().to_vector();
        }
        model::line_plane_intersection(
            origin,
            origin + direction * model::TOUCH_PROJECTION_DISTANCE,
            Vector::ZERO,
            Vector::new(0.0, 0.0, 1.0),
        )
    }

    fn apply_zoom(&mut self, zoom: f32) {
        self.set_camera_zoom(zoom);
        if let Ok(pawn) = StrategyPawn::from_obj(self.controlled_camera_pawn()) {
            let _ = pawn.set_zoom(zoom);
        }
    }

    fn zoom_limits(&self) -> Zoom {
        Zoom { min: self.min_zoom_level(), max: self.max_zoom_level(), default: self.default_zoom() }
    }

    fn nearest_selected_unit(&self, target: Vector) -> Option<UObjectRef<StrategyUnit>> {
        let (units, at): (Vec<_>, Vec<_>) = self
            .controlled_units()
            .into_iter()
            .filter_map(|unit| Some((unit, unit.checked().ok()?.k2_get_actor_location().to_vector())))
            .unzip();
        model::nearest_on_plane(&at, target).map(|i| units[i])
    }
}
