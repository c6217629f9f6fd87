#include "engine/eqs_functions.hpp"

#include "core/event_params.hpp"
#include "engine/game_functions.hpp"
#include "core/headless_engine.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>

namespace rusteal::headless {

namespace eqs {
namespace {

constexpr std::int32_t kSingleResult = 0, kRandomBest5Pct = 1, kRandomBest25Pct = 2; // EEnvQueryRunMode
constexpr std::int32_t kSuccess = 1, kFailed = 2;                                       // EEnvQueryStatus

Object* live(void* obj) { return E().object(UObjectHandle{obj}); }

std::uint32_t run_eqs_query(void* context, void* query, void* querier, std::int32_t run_mode, void* wrapper_class, void** out) {
    *out = nullptr;
    if (context && !live(context)) return RustealError_ObjectDestroyed;
    Object* q = live(query);
    if (!q) return RustealError_Ok; // UEnvQueryManager::RunEQSQuery: nothing without a query
    Class* cls = static_cast<Class*>(wrapper_class);
    if (!cls) cls = E().find_class("EnvQueryInstanceBlueprintWrapper");
    if (!cls) return RustealError_Ok;
    Object* instance = E().new_object_in(E().world(), cls);
    E().subsystem<EnvQueries>().start(instance, q, live(querier), run_mode);
    *out = instance;
    return RustealError_Ok;
}

std::uint32_t results_as_locations(void* instance, void* out_base, void* out_prop, bool* out) {
    *out = false;
    Object* o = live(instance);
    if (!o) return RustealError_ObjectDestroyed;
    Container& array = array_argument(out_base, out_prop);
    array.keys.clear();
    const EnvQueries::Result* r = E().subsystem<EnvQueries>().result(o);
    if (!r || !r->finished || !r->success) return RustealError_Ok;
    for (const Point& p : r->locations) {
        std::vector<std::uint8_t> element(sizeof p);
        std::memcpy(element.data(), p.data(), sizeof p);
        array.keys.push_back(std::move(element));
    }
    *out = true;
    return RustealError_Ok;
}

std::uint32_t results_as_actors(void* instance, void* out_base, void* out_prop, bool* out) {
    *out = false;
    if (!live(instance)) return RustealError_ObjectDestroyed;
    Container& array = array_argument(out_base, out_prop);
    array.keys.clear();
    return RustealError_Ok;
}

std::uint32_t item_score(void* instance, std::int32_t index, float* out) {
    *out = 0;
    Object* o = live(instance);
    if (!o) return RustealError_ObjectDestroyed;
    if (const EnvQueries::Result* r = E().subsystem<EnvQueries>().result(o); r && index >= 0 && index < static_cast<std::int32_t>(r->scores.size()))
        *out = r->scores[static_cast<std::size_t>(index)];
    return RustealError_Ok;
}

std::uint32_t set_named_param(void* instance, std::uint64_t, float) {
    return live(instance) ? RustealError_Ok : RustealError_ObjectDestroyed; // the host's queries have no parameters
}

} // namespace
} // namespace eqs

Outcome EnvQueries::define(const std::string& asset, const std::string& context, std::vector<Point> offsets) {
    Class* ctx = E().find_class(context);
    const Class* context_base = E().find_class("EnvQueryContext");
    if (!ctx || !context_base || !ctx->is_child_of(context_base))
        return Outcome::fail("no EnvQuery context class named " + context + " (an EnvQueryContext_BlueprintBase child)");
    Object* query = E().find_object_by_name(asset);
    if (!query) {
        if (Outcome r = E().spawn("EnvQuery", asset, query); !r.ok) return r;
    } else if (!is_a(query, "EnvQuery")) {
        return Outcome::fail(asset + " is not an EnvQuery");
    }
    if (offsets.empty()) offsets.push_back({0, 0, 0});
    const std::size_t items = offsets.size();
    definitions_[query] = Definition{ctx, std::move(offsets)};
    return Outcome::value(asset + ": " + std::to_string(items) + " item(s) around " + context);
}

void EnvQueries::start(Object* instance, Object* query, Object* querier, std::int32_t run_mode) {
    running_[instance] = Running{query, querier, run_mode, true};
    results_[instance] = Result{};
}

const EnvQueries::Result* EnvQueries::result(const Object* instance) const {
    auto it = results_.find(instance);
    return it == results_.end() ? nullptr : &it->second;
}

bool EnvQueries::context_location(Class* context, Object* querier, Point& at) {
    Object*& ctx = contexts_[context];
    if (!ctx || !ctx->alive) ctx = E().new_object_in(E().world(), context);
    Object* querier_actor = is_a(querier, "Actor") ? querier : nullptr;
    bool provided = false;
    E().fire_event(
        ctx, "ProvideSingleLocation", [&](EventParams& p) { p.object("QuerierObject", querier).object("QuerierActor", querier_actor); },
        [&](EventParams& p) {
            if (const std::uint8_t* v = p.at("ResultingLocation")) {
                at = read_point(v);
                provided = true;
            }
        });
    if (provided) return true;
    Object* actor = nullptr;
    E().fire_event(
        ctx, "ProvideSingleActor", [&](EventParams& p) { p.object("QuerierObject", querier).object("QuerierActor", querier_actor); },
        [&](EventParams& p) {
            if (const std::uint8_t* v = p.at("ResultingActor")) std::memcpy(&actor, v, sizeof actor);
        });
    if (!actor || !actor->alive) return false;
    double loc[3], rot[3];
    E().actor_states().world_transform(actor, loc, rot);
    at = {loc[0], loc[1], loc[2]};
    return true;
}

void EnvQueries::tick() {
    std::vector<Object*> finishing;
    for (auto& [instance, run] : running_) {
        if (run.started_this_frame) {
            run.started_this_frame = false;
            continue;
        }
        finishing.push_back(const_cast<Object*>(instance));
    }
    for (Object* instance : finishing) {
        const Running run = running_[instance];
        running_.erase(instance);
        if (!instance->alive) continue;
        Result& r = results_[instance];
        r.finished = true;
        auto def = definitions_.find(run.query);
        Point at{0, 0, 0};
        if (def == definitions_.end()) {
            E().log_line(1, "LogEQS: Warning: query " + run.query->name + " finds nothing here: the scene did not define it (env-query)");
        } else if (!context_location(def->second.context, run.querier, at)) {
            E().log_line(1, "LogEQS: Warning: query " + run.query->name + ": its context " + def->second.context->name + " provided nothing");
        } else {
            const auto& offsets = def->second.offsets;
            std::vector<Point> items;
            for (const Point& o : offsets) items.push_back({at[0] + o[0], at[1] + o[1], at[2] + o[2]});
            const double n = static_cast<double>(items.size());
            if (run.run_mode == eqs::kSingleResult) {
                r.locations = {items.front()};
            } else if (run.run_mode == eqs::kRandomBest5Pct || run.run_mode == eqs::kRandomBest25Pct) {
                const double share = run.run_mode == eqs::kRandomBest5Pct ? 0.05 : 0.25;
                const auto best = static_cast<std::int32_t>(std::max(1.0, std::floor(n * share)));
                const std::int32_t pick = std::uniform_int_distribution<std::int32_t>(0, best - 1)(game::random_stream());
                r.locations = {items[static_cast<std::size_t>(pick)]};
            } else {
                r.locations = items;
            }
            for (std::size_t i = 0; i < r.locations.size(); ++i)
                r.scores.push_back(items.size() > 1 ? static_cast<float>(1.0 - static_cast<double>(i) / (n - 1)) : 1.0f);
            r.success = true;
        }
        const std::int32_t status = r.success ? eqs::kSuccess : eqs::kFailed;
        E().broadcast_native(instance, "OnQueryFinishedEvent",
                             [&](EventParams& p) { p.object("QueryInstance", instance).int32("QueryStatus", status); });
    }
}

void EnvQueries::forget(const Object* o) {
    running_.erase(o);
    results_.erase(o);
    definitions_.erase(o);
    for (auto it = contexts_.begin(); it != contexts_.end();)
        it = it->second == o ? contexts_.erase(it) : std::next(it);
}

namespace eqs {

const std::vector<ModelledFunction>& functions() {
    static const std::vector<ModelledFunction> table = {
        {"ENV_QUERY_MANAGER_RUN_EQS_QUERY", "EnvQueryManager.RunEQSQuery", function_entry(&run_eqs_query)},
        {"ENV_QUERY_INSTANCE_BLUEPRINT_WRAPPER_GET_QUERY_RESULTS_AS_LOCATIONS", "EnvQueryInstanceBlueprintWrapper.GetQueryResultsAsLocations",
         function_entry(&results_as_locations)},
        {"ENV_QUERY_INSTANCE_BLUEPRINT_WRAPPER_GET_QUERY_RESULTS_AS_ACTORS", "EnvQueryInstanceBlueprintWrapper.GetQueryResultsAsActors",
         function_entry(&results_as_actors)},
        {"ENV_QUERY_INSTANCE_BLUEPRINT_WRAPPER_GET_ITEM_SCORE", "EnvQueryInstanceBlueprintWrapper.GetItemScore", function_entry(&item_score)},
        {"ENV_QUERY_INSTANCE_BLUEPRINT_WRAPPER_SET_NAMED_PARAM", "EnvQueryInstanceBlueprintWrapper.SetNamedParam",
         function_entry(&set_named_param)},
    };
    return table;
}

} // namespace eqs

} // namespace rusteal::headless
