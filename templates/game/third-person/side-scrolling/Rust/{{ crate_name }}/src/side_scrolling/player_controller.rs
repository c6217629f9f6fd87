//! SideScrollingPlayerController: the Side Scrolling variant's `ASideScrollingPlayerController`.
//! It adds the input mapping contexts its Blueprint child lists (the "mobile excluded" ones only
//! where the touch controls are not used) and shows the touch controls where they are, as the
//! Third Person controller does; and when its pawn is destroyed (it fell off the level) it spawns a
//! `CharacterClass` at the first PlayerStart and possesses it.
//!
//! It hears the pawn's end as Rusteal's does, by a closure that looks the controller up again; the
//! possession the respawn makes tells it `ReceivePossess` while that closure runs, which an
//! object's Rust view allows (docs/runtime.md).

use bindings::engine::{Actor, ActorExt, ControllerExt, GameplayStatics, Pawn, PlayerController, PlayerStart};
use bindings::enhanced_input::{EnhancedInputLocalPlayerSubsystemExt, InputMappingContext};
use bindings::prelude::*;
use bindings::umg::{UserWidget, UserWidgetExt};
use rusteal_runtime::runtime::input::should_display_touch_interface;
use rusteal_runtime::runtime::{LOG_ERROR, LOG_WARNING, OwnedStruct, RustealResult, SubclassOf, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::character::SideScrollingCharacter;

#[uclass(parent = PlayerController)]
pub struct SideScrollingPlayerController {
    /// Input mapping contexts added on every platform.
    #[uproperty(EditAnywhere, category = "Input")]
    default_mapping_contexts: UeArray<UObjectRef<InputMappingContext>>,

    /// Input mapping contexts added only when the touch controls are not used.
    #[uproperty(EditAnywhere, category = "Input")]
    mobile_excluded_mapping_contexts: UeArray<UObjectRef<InputMappingContext>>,

    /// The touch controls widget to make.
    #[uproperty(EditAnywhere, category = "Input|Touch Controls")]
    mobile_controls_widget_class: SubclassOf<UserWidget>,

    /// The touch controls once made.
    #[uproperty]
    mobile_controls_widget: UObjectRef<UserWidget>,

    /// Use the touch controls even where the platform has no touch screen.
    #[uproperty(EditAnywhere, category = "Input|Touch Controls", default = false)]
    b_force_touch_controls: bool,

    /// The character to spawn when the possessed one is destroyed.
    #[uproperty(EditAnywhere, category = "Respawn")]
    character_class: SubclassOf<SideScrollingCharacter>,
}

#[uclass_impl]
impl SideScrollingPlayerController {
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        if let Err(e) = self.set_up_input() {
            ulog!(LOG_WARNING, "[SideScrolling] the input setup failed: {e}");
        }
    }

    /// Watches the new pawn for its destruction.
    #[ufunction(Override)]
    fn receive_possess(&mut self, possessed_pawn: UObjectRef<Pawn>) {
        let controller: UObjectRef<PlayerController> = self.self_ref().upcast_to();
        let watched = possessed_pawn.checked().and_then(|pawn| {
            pawn.on_destroyed().add(move |destroyed_actor| {
                if let Ok(mut me) = SideScrollingPlayerController::from_obj(controller) {
                    me.on_pawn_destroyed(destroyed_actor);
                }
            })
        });
        match watched {
            // Kept for as long as the pawn lives, as the C++ binding is.
            Ok(binding) => binding.detach(),
            Err(e) => ulog!(LOG_WARNING, "[SideScrolling] cannot watch the possessed pawn: {e}"),
        }
    }

    /// The possessed pawn was destroyed: a new character at the first PlayerStart.
    fn on_pawn_destroyed(&mut self, _destroyed_actor: UObjectRef<Actor>) {
        if let Err(e) = self.respawn() {
            ulog!(LOG_WARNING, "[SideScrolling] the respawn failed: {e}");
        }
    }
}

impl SideScrollingPlayerController {
    /// The mapping contexts of a local controller, and the touch controls where they are used.
    fn set_up_input(&mut self) -> RustealResult<()> {
        let me: UObjectRef<PlayerController> = self.as_ref();
        if !me.checked()?.is_local_player_controller() {
            return Ok(());
        }
        let subsystem = enhanced_input_subsystem(me)?.checked()?;
        let mut contexts = self.default_mapping_contexts().to_vec()?;
        if !self.uses_touch_controls() {
            contexts.extend(self.mobile_excluded_mapping_contexts().to_vec()?);
        }
        for context in contexts {
            subsystem.add_mapping_context(context, 0, &OwnedStruct::new());
        }
        if self.uses_touch_controls() {
            match create_widget_of_class(&me, self.mobile_controls_widget_class()) {
                Ok(widget) => {
                    widget.checked()?.add_to_player_screen(Some(0));
                    self.set_mobile_controls_widget(widget);
                }
                Err(_) => ulog!(LOG_ERROR, "Could not spawn mobile controls widget."),
            }
        }
        Ok(())
    }

    fn respawn(&mut self) -> RustealResult<()> {
        let me: UObjectRef<PlayerController> = self.self_ref().upcast_to();
        let starts = GameplayStatics::get_all_actors_of_class(me.upcast_to(), SubclassOf::<PlayerStart>::base().upcast_to());
        let Some(start) = starts.first() else {
            return Ok(());
        };
        let at = start.checked()?.get_transform();
        let character = me.get_world()?.spawn_actor_of_class(self.character_class(), &at)?;
        me.checked()?.possess(character.upcast_to());
        Ok(())
    }

    fn uses_touch_controls(&self) -> bool {
        should_display_touch_interface() || self.b_force_touch_controls()
    }
}
