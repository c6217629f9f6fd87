#include "fixture_dir.hpp"
#include "generators/filter.hpp"
#include "generators/function_table.hpp"
#include "generators/load_reflection.hpp"
#include "generators/type_map.hpp"
#include "generators/ue_flags.hpp"
#include "model_builders.hpp"
#include "probe_config.hpp"

#include <catch2/catch.hpp>

#include <set>

using namespace rusteal::generators;

namespace {

using rusteal::test::kFixture;

std::string probe_config(const std::string& features = R"("core", "engine", "input", "slate", "umg", "enhanced-input")") {
    return rusteal::test::probe_config(features);
}

const BoundClass* find_class(const BoundModel& m, std::string_view name) {
    for (const auto& c : m.classes)
        if (c.info->name == name) return &c;
    return nullptr;
}

const BoundFunction* find_func(const BoundClass& c, std::string_view name) {
    for (const auto& f : c.funcs)
        if (f.name == name) return &f;
    return nullptr;
}

std::string skip_reason(const BoundModel& m, std::string_view what) {
    for (const auto& s : m.skipped)
        if (s.what == what) return s.reason;
    return "";
}

PropertyInfo prop(std::string name, std::string type, std::uint64_t flags = 0) {
    PropertyInfo p;
    p.name = std::move(name);
    p.type = std::move(type);
    p.prop_flags = flags;
    return p;
}

} // namespace

TEST_CASE("the real fixture under the reference's configuration", "[filter]") {
    auto model = load_reflection(kFixture);
    auto ctx = make_library_context(parse_config(probe_config(), "rusteal.toml"), model);
    auto bound = bind_model(model, ctx);
    CHECK(bound.classes.size() == 28);
    CHECK(bound.structs.size() == 18);
    CHECK(bound.enums.size() == 21);

    // Interface functions are bound on the implementer and called through the interface.
    const auto* iface = find_class(bound, "EnhancedInputSubsystemInterface");
    REQUIRE(iface);
    CHECK(iface->is_interface());
    CHECK(iface->funcs.empty());
    const auto* subsystem = find_class(bound, "EnhancedInputLocalPlayerSubsystem");
    REQUIRE(subsystem);
    const auto* add = find_func(*subsystem, "AddMappingContext");
    REQUIRE(add);
    CHECK(add->via_interface == "IEnhancedInputSubsystemInterface");
    CHECK(add->declared_in->name == "EnhancedInputSubsystemInterface");

    // Not native: an ubergraph entry point.
    CHECK(skip_reason(bound, "Object.ExecuteUbergraph") == "not native");
    // Every skip says why.
    for (const auto& s : bound.skipped) CHECK_FALSE(s.reason.empty());

    // The table: 0..N-1, sorted by (module, class, function), unique constants and symbols.
    auto table = build_function_table(bound, ctx);
    REQUIRE_FALSE(table.empty());
    CHECK(table.size() == bound.function_count() - iface->funcs.size());
    std::set<std::string> constants, symbols;
    for (std::size_t i = 0; i < table.size(); ++i) {
        CHECK(table[i].id == i);
        constants.insert(table[i].constant);
        symbols.insert(table[i].symbol);
        if (i > 0) {
            auto key = [](const FunctionTableEntry& e) { return std::tie(e.module, e.cls->info->name, e.func->name); };
            CHECK(key(table[i - 1]) < key(table[i]));
        }
    }
    CHECK(constants.size() == table.size());
    CHECK(symbols.size() == table.size());
    // core_ue's only function (Object.ExecuteUbergraph) is not native, so engine's come first.
    CHECK(table.front().module == "engine");
    CHECK(table.back().module == "enhanced_input");
    CHECK(symbols.count("Rusteal_Actor_GetOwner"));
}

TEST_CASE("turning a feature off removes its module's types and whatever names them", "[filter]") {
    auto model = load_reflection(kFixture);
    auto ctx = make_library_context(parse_config(probe_config(R"("core", "engine", "input")"), "rusteal.toml"), model);
    auto bound = bind_model(model, ctx);
    CHECK_FALSE(find_class(bound, "InputAction"));
    CHECK_FALSE(find_class(bound, "EnhancedInputLocalPlayerSubsystem"));
    for (const auto& c : bound.classes) CHECK(c.module->module != "enhanced_input");
    // A function of an enabled class that takes an EnhancedInput type is dropped with the reason.
    bool named = false;
    for (const auto& s : bound.skipped)
        if (s.reason.find("is not available") != std::string::npos) named = true;
    CHECK(named);
}

TEST_CASE("classes = [...] keeps the listed classes and their ancestors in the package", "[filter]") {
    auto model = load_reflection(kFixture);
    std::string text = probe_config(R"("core", "engine")");
    std::string engine_line = "Engine = { module = \"engine\", feature = \"engine\" }";
    text.replace(text.find(engine_line), engine_line.size(),
                 "Engine = { module = \"engine\", feature = \"engine\", classes = [\"Pawn\"] }");
    auto ctx = make_library_context(parse_config(text, "rusteal.toml"), model);
    auto bound = bind_model(model, ctx);
    CHECK(find_class(bound, "Pawn"));
    CHECK(find_class(bound, "Actor")); // Pawn's parent, same package
    CHECK_FALSE(find_class(bound, "PlayerController"));
    CHECK_FALSE(find_class(bound, "World"));
    CHECK(find_class(bound, "Object")); // another package: untouched
    CHECK(ctx.blocked_classes.count("World"));
}

TEST_CASE("Rusteal's own module and classes are added per library kind", "[filter]") {
    ReflectionModel empty;
    auto game = make_library_context(parse_config("[project]\ncrate = \"g\"\n[codegen]\nfeatures = [\"core\"]\n", "t"), empty);
    REQUIRE(game.module_of("Rusteal"));
    CHECK(game.module_of("Rusteal")->module == "rusteal");
    CHECK_FALSE(game.module_of("RustealEditor"));
    CHECK(game.blocked_classes.count("RustealReifiedClass"));
    CHECK(game.symbol_prefix().empty());
    CHECK(game.host_module() == "Rusteal");
    auto editor = make_library_context(
        parse_config("[plugin]\ncrate = \"p\"\nkind = \"editor\"\n[codegen]\nfeatures = [\"core\"]\n", "t"), empty, "Inventory");
    REQUIRE(editor.module_of("RustealEditor"));
    CHECK(editor.module_of("RustealEditor")->module == "rusteal_editor");
    CHECK(editor.symbol_prefix() == "Inventory_");
    CHECK(editor.host_module() == "Inventory");
}

TEST_CASE("function filters: blocklist, editor-only, K2_ twins, overload numbering, plugin prefixes", "[filter]") {
    ReflectionModel m;
    auto c = rusteal::test::make_class("Thing", "AThing", "Engine");
    auto fn = rusteal::test::make_function;
    c.funcs = {fn("Blocked", func::Native), fn("EditorTool", func::Native | func::EditorOnly), fn("Move", func::Native),
               fn("K2_Move", func::Native), fn("K2_Only", func::Native), fn("Dup", func::Native), fn("Dup", func::Native)};
    FunctionInfo bad = fn("TakesField", func::Native);
    bad.params.push_back(prop("Field", "FieldPathProperty"));
    c.funcs.push_back(bad);
    m.classes.push_back(c);
    auto cfg = "[codegen]\nfeatures = [\"engine\"]\n[codegen.modules]\nEngine = { module = \"engine\", feature = \"engine\" }\n"
               "[codegen.blocklist]\nfunctions = [\"Thing.Blocked\"]\n";
    auto runtime = make_library_context(parse_config(std::string("[plugin]\ncrate = \"p\"\n") + cfg, "t"), m, "Inv");
    auto bound = bind_model(m, runtime);
    REQUIRE(bound.classes.size() == 1);
    std::vector<std::string> names;
    for (const auto& f : bound.classes[0].funcs) names.push_back(f.name);
    CHECK(names == std::vector<std::string>{"Move", "K2_Only", "Dup", "Dup_1"});
    CHECK(bound.classes[0].funcs[3].ue_name == "Dup");
    CHECK(skip_reason(bound, "Thing.Blocked") == "blocklisted");
    CHECK(skip_reason(bound, "Thing.EditorTool") == "editor-only in a runtime library");
    CHECK_THAT(skip_reason(bound, "Thing.K2_Move"), Catch::Contains("K2_ variant of Move"));
    CHECK(skip_reason(bound, "Thing.TakesField") == "parameter 'Field' has unsupported type FieldPathProperty");
    auto table = build_function_table(bound, runtime);
    CHECK(table[0].symbol == "Inv_Rusteal_Thing_Dup");
    CHECK(table[1].symbol == "Inv_Rusteal_Thing_Dup_1");
    CHECK(table[1].constant == "THING_DUP_1");

    auto editor = make_library_context(parse_config(std::string("[plugin]\ncrate = \"p\"\nkind = \"editor\"\n") + cfg, "t"), m, "Inv");
    CHECK(skip_reason(bind_model(m, editor), "Thing.EditorTool").empty());
}

TEST_CASE("property filters: access, fixed string arrays, delegates, containers", "[filter]") {
    ReflectionModel m;
    auto c = rusteal::test::make_class("Thing", "AThing", "Engine");
    c.props.push_back(prop("Hidden", "IntProperty", cpf::NativeAccessSpecifierPrivate));
    c.props.push_back(prop("EditableHidden", "IntProperty", cpf::NativeAccessSpecifierProtected | cpf::Edit));
    // A protected delegate Blueprints bind (UEnvQueryInstanceBlueprintWrapper.OnQueryFinishedEvent).
    auto assignable = prop("OnProtected", "MulticastInlineDelegateProperty",
                           cpf::NativeAccessSpecifierProtected | cpf::BlueprintAssignable);
    assignable.has_func_info = true;
    c.props.push_back(assignable);
    auto names = prop("Names", "NameProperty");
    names.array_dim = 4;
    c.props.push_back(names);
    c.props.push_back(prop("NoSignature", "MulticastInlineDelegateProperty"));
    auto ok_delegate = prop("OnThing", "MulticastInlineDelegateProperty");
    ok_delegate.has_func_info = true;
    c.props.push_back(ok_delegate);
    auto nested = prop("Nested", "ArrayProperty");
    nested.inner_prop = std::make_unique<PropertyInfo>(prop("Inner", "ArrayProperty"));
    c.props.push_back(nested);
    auto ints = prop("Ints", "ArrayProperty");
    ints.inner_prop = std::make_unique<PropertyInfo>(prop("Inner", "IntProperty"));
    c.props.push_back(ints);
    auto missing = prop("Other", "ObjectProperty");
    missing.class_name = "NotHere";
    c.props.push_back(missing);
    m.classes.push_back(c);
    auto ctx = make_library_context(
        parse_config("[project]\ncrate = \"g\"\n[codegen]\nfeatures = [\"engine\"]\n[codegen.modules]\n"
                     "Engine = { module = \"engine\", feature = \"engine\" }\n", "t"), m);
    auto bound = bind_model(m, ctx);
    std::vector<std::string> kept;
    for (const auto* p : bound.classes[0].props) kept.push_back(p->name);
    CHECK(kept == std::vector<std::string>{"EditableHidden", "OnProtected", "OnThing", "Ints"});
    CHECK(skip_reason(bound, "Thing.Hidden") == "private or protected and neither BlueprintVisible, BlueprintAssignable nor Edit");
    CHECK(skip_reason(bound, "Thing.Names") == "fixed array of NameProperty");
    CHECK(skip_reason(bound, "Thing.NoSignature") == "delegate without its signature (func_info)");
    CHECK_THAT(skip_reason(bound, "Thing.Nested"), Catch::Contains("nested containers"));
    CHECK_THAT(skip_reason(bound, "Thing.Other"), Catch::Contains("class NotHere is not available"));
}

TEST_CASE("the type map knows the 27 supported types", "[types]") {
    int supported = 0;
    for (auto t : {"BoolProperty", "Int8Property", "ByteProperty", "Int16Property", "UInt16Property", "IntProperty",
                   "UInt32Property", "Int64Property", "UInt64Property", "FloatProperty", "DoubleProperty", "StrProperty",
                   "NameProperty", "TextProperty", "EnumProperty", "ObjectProperty", "ClassProperty", "StructProperty",
                   "ArrayProperty", "MapProperty", "SetProperty", "SoftObjectProperty", "WeakObjectProperty",
                   "InterfaceProperty", "DelegateProperty", "MulticastInlineDelegateProperty",
                   "MulticastSparseDelegateProperty"})
        supported += is_supported_type(t);
    CHECK(supported == 27);
    for (auto t : {"LazyObjectProperty", "SoftClassProperty", "FieldPathProperty", "MulticastDelegateProperty"})
        CHECK_FALSE(is_supported_type(t));
    auto byte_enum = prop("Mode", "ByteProperty");
    byte_enum.enum_name = "EMode";
    CHECK(classify(byte_enum) == TypeKind::Enum);
    CHECK(classify(prop("B", "ByteProperty")) == TypeKind::UInt8);
}
