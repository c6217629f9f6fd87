#pragma once
// The Environment Query System the host models. An EnvQuery asset's generators and tests are
// data the host does not read, so a scene defines what a query finds, with the script's
// `env-query <Asset> <ContextClass> [<dx> <dy> <dz>]...`: the query asset (an EnvQuery object of
// that name, made when the scene names it first) generates its items around its context, each
// offset from the location the context provides for the querier, scored best first in the order
// given (one item at the context itself without offsets). Then:
// - UEnvQueryManager::RunEQSQuery makes the query instance (an EnvQueryInstanceBlueprintWrapper of
//   the class given, else that class), null for no query; the query runs time-sliced in Unreal, so
//   it finishes at the end of the next frame: the context is asked (a Blueprint context's
//   ProvideSingleLocation, else its ProvideSingleActor's location; one context object per class,
//   as the query manager keeps local contexts), the items made, the run mode's result kept
//   (SingleResult: the best item; RandomBest5Pct / RandomBest25Pct: one of the best 5% / 25% of the
//   items, at least one, drawn from the host's random stream; AllMatching: every item), and
//   OnQueryFinishedEvent broadcast with the instance and Success (Failed for a query the scene did
//   not define, or whose context provides nothing, with a log line saying which);
// - the instance's GetQueryResultsAsLocations gives the result's locations (false before it
//   finished or when it failed), GetQueryResultsAsActors none (the host's items are places),
//   GetItemScore the item's score (1 for the best, down to 0 for the last).
//
// Each function has the C signature of its generated wrapper (engine_functions.hpp says how).
#include "engine/hit_result.hpp"
#include "api/modelled_function.hpp"
#include "core/object_model.hpp"
#include "core/world_subsystem.hpp"

#include <map>
#include <string>
#include <vector>

namespace rusteal::headless {

struct Outcome;

class EnvQueries final : public WorldSubsystem {
public:
    // The script's `env-query`: the query asset named `asset` (made when new) generates its items
    // at these offsets from the context of class `context`.
    Outcome define(const std::string& asset, const std::string& context, std::vector<Point> offsets);
    // RunEQSQuery's instance, running until the next tick.
    void start(Object* instance, Object* query, Object* querier, std::int32_t run_mode);
    // The queries started before this frame finish.
    void tick();
    void tick(float) override { tick(); }
    struct Result {
        bool finished = false, success = false;
        std::vector<Point> locations;
        std::vector<float> scores;
    };
    const Result* result(const Object* instance) const;
    void forget(const Object* o) override;

private:
    struct Definition {
        Class* context = nullptr;
        std::vector<Point> offsets;
    };
    struct Running {
        Object* query = nullptr;
        Object* querier = nullptr;
        std::int32_t run_mode = 0;
        bool started_this_frame = true;
    };
    bool context_location(Class* context, Object* querier, Point& at);
    std::map<const Object*, Definition> definitions_; // by query asset
    std::map<const Object*, Running> running_;        // by instance
    std::map<const Object*, Result> results_;         // by instance
    std::map<const Class*, Object*> contexts_;        // one context object per class
};

namespace eqs {
const std::vector<ModelledFunction>& functions();
} // namespace eqs

} // namespace rusteal::headless
