//! The sprint of `AHorrorCharacter`, apart from the engine so `cargo test` can check it: sprinting
//! faster than walking burns a meter of `sprint_time` seconds every fixed tick; an empty meter
//! makes the character recover (slower than walking, sprint ignored) until the meter, refilling at
//! the same rate whenever the character is not burning it, is full again.

/// The character's sprint settings (its properties).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SprintSettings {
    pub walk_speed: f32,
    pub sprint_speed: f32,
    pub recovering_walk_speed: f32,
    pub sprint_time: f32,
    pub fixed_tick_time: f32,
}

/// What a step asks of the character: the walk speed to set, the sprint state and the meter (0..1)
/// to tell the UI. `None`: nothing to do.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SprintEffects {
    pub max_walk_speed: Option<f32>,
    pub sprint_state_changed: Option<bool>,
    pub meter_percent: Option<f32>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Sprint {
    sprinting: bool,
    recovering: bool,
    meter: f32,
}

impl Sprint {
    /// `BeginPlay`: a full meter, walking.
    pub fn begin_play(settings: &SprintSettings) -> (Self, SprintEffects) {
        let sprint = Sprint { meter: settings.sprint_time, ..Sprint::default() };
        (sprint, SprintEffects { max_walk_speed: Some(settings.walk_speed), ..SprintEffects::default() })
    }

    /// `DoStartSprint` / `DoEndSprint`: the wish is kept; it takes effect now unless recovering.
    pub fn set_sprinting(&mut self, sprinting: bool, settings: &SprintSettings) -> SprintEffects {
        self.sprinting = sprinting;
        if self.recovering {
            return SprintEffects::default();
        }
        let speed = if sprinting { settings.sprint_speed } else { settings.walk_speed };
        SprintEffects { max_walk_speed: Some(speed), sprint_state_changed: Some(sprinting), meter_percent: None }
    }

    /// `SprintFixedTick`, at `speed` (the character's velocity's length).
    pub fn fixed_tick(&mut self, speed: f64, settings: &SprintSettings) -> SprintEffects {
        let mut effects = SprintEffects::default();
        if self.sprinting && !self.recovering && speed > f64::from(settings.walk_speed) {
            if self.meter > 0.0 {
                self.meter = (self.meter - settings.fixed_tick_time).max(0.0);
                if self.meter <= 0.0 {
                    self.recovering = true;
                    effects.max_walk_speed = Some(settings.recovering_walk_speed);
                }
            }
        } else {
            self.meter = (self.meter + settings.fixed_tick_time).min(settings.sprint_time);
            if self.meter >= settings.sprint_time {
                // Full again (or still): recovered, at the speed the wish asks for.
                self.recovering = false;
                let speed = if self.sprinting { settings.sprint_speed } else { settings.walk_speed };
                effects.max_walk_speed = Some(speed);
                effects.sprint_state_changed = Some(self.sprinting);
            }
        }
        effects.meter_percent = Some(self.meter / settings.sprint_time);
        effects
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Two ticks drain the meter.
    const SETTINGS: SprintSettings =
        SprintSettings { walk_speed: 250.0, sprint_speed: 600.0, recovering_walk_speed: 150.0, sprint_time: 1.0, fixed_tick_time: 0.5 };

    #[test]
    fn play_begins_walking_with_a_full_meter() {
        let (sprint, effects) = Sprint::begin_play(&SETTINGS);
        assert_eq!(sprint.meter, 1.0);
        assert!(!sprint.recovering);
        assert_eq!(effects.max_walk_speed, Some(250.0));
    }

    #[test]
    fn running_drains_the_meter_into_recovery_and_the_wish_waits() {
        let (mut sprint, _) = Sprint::begin_play(&SETTINGS);
        assert_eq!(sprint.set_sprinting(true, &SETTINGS).max_walk_speed, Some(600.0));
        let first = sprint.fixed_tick(600.0, &SETTINGS);
        assert_eq!((first.max_walk_speed, first.meter_percent), (None, Some(0.5)));
        let second = sprint.fixed_tick(600.0, &SETTINGS);
        assert!(sprint.recovering);
        assert_eq!((second.max_walk_speed, second.meter_percent), (Some(150.0), Some(0.0)));
        // Letting go while recovering changes nothing yet.
        assert_eq!(sprint.set_sprinting(false, &SETTINGS), SprintEffects::default());
    }

    #[test]
    fn sprinting_in_place_burns_nothing() {
        let (mut sprint, _) = Sprint::begin_play(&SETTINGS);
        sprint.set_sprinting(true, &SETTINGS);
        let effects = sprint.fixed_tick(0.0, &SETTINGS);
        assert_eq!(sprint.meter, 1.0);
        assert_eq!((effects.max_walk_speed, effects.sprint_state_changed), (Some(600.0), Some(true)));
    }

    #[test]
    fn a_full_meter_ends_recovery_at_walking_speed() {
        let (mut sprint, _) = Sprint::begin_play(&SETTINGS);
        sprint.set_sprinting(true, &SETTINGS);
        sprint.fixed_tick(600.0, &SETTINGS);
        sprint.fixed_tick(600.0, &SETTINGS);
        sprint.set_sprinting(false, &SETTINGS);
        let halfway = sprint.fixed_tick(150.0, &SETTINGS);
        assert!(sprint.recovering && halfway.max_walk_speed.is_none());
        let full = sprint.fixed_tick(150.0, &SETTINGS);
        assert!(!sprint.recovering);
        assert_eq!((full.max_walk_speed, full.sprint_state_changed, full.meter_percent), (Some(250.0), Some(false), Some(1.0)));
    }
}
