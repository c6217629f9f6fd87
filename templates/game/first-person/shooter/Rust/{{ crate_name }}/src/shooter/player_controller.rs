//! ShooterPlayerController: the Shooter variant's `AShooterPlayerController`. What it shares with
//! the First Person controller (the input mapping contexts, the touch controls) it is a
//! `FirstPersonPlayerController` for, the properties its Blueprint child sets keeping their names.
//! Its own part: the bullet counter widget (BulletCounterUIClass, UI_ShooterBulletCounter) on a
//! local player's screen, which shows the pawn's bullets and life; on possessing a
//! ShooterCharacter, the player tag and the team given to it; and when its pawn is destroyed, a
//! new character of CharacterClass at a random PlayerStart tagged for its team (TeamTags), possessed.
//!
//! The C++ class makes the widget in `SetupInputComponent` and binds the pawn's delegates in
//! `OnPossess`; here the widget is made on BeginPlay or when first needed, and the character calls
//! `on_bullet_count_updated` and `on_pawn_damaged` itself. Its state is in properties (no Rust
//! fields): the respawn possesses a pawn while the destroyed pawn's event is still running on this
//! controller, and a class with Rust fields refuses such a nested call (docs/runtime.md).

use bindings::engine::{Actor, ActorExt, ControllerExt, GameplayStatics, KismetMathLibrary, Pawn, PlayerController, PlayerStart};
use bindings::prelude::*;
use bindings::umg::UserWidgetExt;
use rusteal_runtime::runtime::{FName, LOG_ERROR, LOG_WARNING, RustealResult, SubclassOf, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::character::ShooterCharacter;
use super::ui::ShooterBulletCounterUI;
use crate::player_controller::FirstPersonPlayerController;

#[uclass(parent = FirstPersonPlayerController)]
pub struct ShooterPlayerController {
    /// The character to respawn when the pawn is destroyed.
    #[uproperty(EditAnywhere, category = "Shooter|Respawn")]
    character_class: SubclassOf<ShooterCharacter>,

    /// The bullet counter widget to make (UI_ShooterBulletCounter).
    #[uproperty(EditAnywhere, name = "BulletCounterUIClass", category = "Shooter|UI")]
    bullet_counter_ui_class: SubclassOf<ShooterBulletCounterUI>,

    /// Tag given to the possessed pawn, marking it as the player.
    #[uproperty(EditAnywhere, category = "Shooter|Player")]
    player_pawn_tag: FName,

    /// The bullet counter widget once made.
    #[uproperty(name = "BulletCounterUI")]
    bullet_counter_ui: UObjectRef<ShooterBulletCounterUI>,

    /// The PlayerStart tag of each team, by team byte, for respawning.
    #[uproperty(EditAnywhere, category = "Shooter|Team")]
    team_tags: UeArray<FName>,

    /// This player's team.
    #[uproperty(Transient)]
    team_byte: u8,
}

#[uclass_impl]
impl ShooterPlayerController {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        self.set_player_pawn_tag(FName::new("Player"));
        Ok(())
    }

    /// The parent's input setup, then the bullet counter.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        if let Ok(mut parent) = FirstPersonPlayerController::from_obj(self.self_ref()) {
            parent.receive_begin_play();
        }
        self.bullet_counter();
    }

    /// Watches the pawn's destruction; a ShooterCharacter gets the player tag and the team, and
    /// its life is shown full.
    #[ufunction(Override)]
    fn receive_possess(&mut self, possessed_pawn: UObjectRef<Pawn>) {
        if let Err(e) = self.possess_pawn(possessed_pawn) {
            ulog!(LOG_WARNING, "[Shooter] possessing {possessed_pawn:?} failed: {e}");
        }
    }

    /// The pawn is gone: the counter emptied and a new character respawned.
    #[ufunction]
    fn on_pawn_destroyed(&mut self, _destroyed_actor: UObjectRef<Actor>) {
        if let Ok(ui) = ShooterBulletCounterUI::from_obj(self.bullet_counter_ui()) {
            ui.bp_update_bullet_counter(0, 0);
        }
        if let Err(e) = self.respawn() {
            ulog!(LOG_WARNING, "[Shooter] the respawn failed: {e}");
        }
    }
}

impl ShooterPlayerController {
    /// The team, the pawn's too when it has one.
    pub fn set_team(&mut self, team: u8) {
        self.set_team_byte(team);
        if let Ok(me) = self.as_ref().checked()
            && let Ok(character) = ShooterCharacter::from_obj(me.k2_get_pawn())
        {
            character.set_team(team);
        }
    }

    /// The pawn's weapon fired or changed.
    pub fn on_bullet_count_updated(&mut self, magazine_size: i32, bullets: i32) {
        if let Some(ui) = self.bullet_counter() {
            ui.bp_update_bullet_counter(magazine_size, bullets);
        }
    }

    /// The pawn's life changed.
    pub fn on_pawn_damaged(&mut self, life_fraction: f32) {
        if let Some(ui) = self.bullet_counter() {
            ui.bp_damaged(life_fraction);
        }
    }

    /// The bullet counter, made and put on a local player's screen the first time.
    fn bullet_counter(&mut self) -> Option<ShooterBulletCounterUI> {
        if let Ok(ui) = ShooterBulletCounterUI::from_obj(self.bullet_counter_ui()) {
            return Some(ui);
        }
        let me: UObjectRef<PlayerController> = self.as_ref().upcast_to();
        if !me.checked().ok()?.is_local_player_controller() {
            return None;
        }
        match create_widget_of_class(&me, self.bullet_counter_ui_class()) {
            Ok(ui) => {
                ui.checked().ok()?.add_to_player_screen(Some(0));
                self.set_bullet_counter_ui(ui);
                ShooterBulletCounterUI::from_obj(ui).ok()
            }
            Err(_) => {
                ulog!(LOG_ERROR, "Could not spawn bullet counter widget.");
                None
            }
        }
    }

    fn possess_pawn(&mut self, pawn: UObjectRef<Pawn>) -> RustealResult<()> {
        pawn.checked()?.on_destroyed().add_ufunction(&self.self_ref(), "OnPawnDestroyed")?;
        if let Ok(character) = ShooterCharacter::from_obj(pawn) {
            pawn.checked()?.tags().push(&self.player_pawn_tag())?;
            character.set_team(self.team_byte());
            self.on_pawn_damaged(1.0);
        }
        Ok(())
    }


    /// A character of CharacterClass at a random PlayerStart tagged for the team, possessed; none
    /// when the team has no tag or no start carries it.
    fn respawn(&mut self) -> RustealResult<()> {
        let tags = self.team_tags().to_vec()?;
        let Some(tag) = tags.get(usize::from(self.team_byte())) else {
            return Ok(());
        };
        let me: UObjectRef<PlayerController> = self.as_ref().upcast_to();
        let starts = GameplayStatics::get_all_actors_of_class_with_tag(
            me.upcast_to(),
            SubclassOf::<PlayerStart>::base().upcast_to(),
            tag.handle(),
        );
        if starts.is_empty() {
            return Ok(());
        }
        let last = starts.len() as i32 - 1;
        let start = starts[KismetMathLibrary::random_integer_in_range(0, last).clamp(0, last) as usize];
        let at = start.checked()?.get_transform();
        let character = me.get_world()?.spawn_actor_of_class(self.character_class(), &at)?;
        me.checked()?.possess(character.upcast_to());
        Ok(())
    }
}
