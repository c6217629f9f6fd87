// The structs and enums under the generated wrappers are Unreal's, transcribed from its headers
// (test/standin_ue, test/standin_ue_plugin), not derived from the reflection JSON the generator
// reads; and the transcriptions are checked against two sources that did not write them: the real
// exporter's output (test/fixtures: each enum's values, each struct's reflected fields) and the
// Rust crates' layout assertions (rusteal-core's math.rs: sizes and alignments).
#include "fixture_dir.hpp"
#include "exit_status.hpp"
#include "read_file.hpp"
#include "standin_headers.hpp"
#include "temp_dir.hpp"

#include <boost/json.hpp>
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <string>

namespace fs = std::filesystem;
namespace json = boost::json;
using rusteal::test::read_file;

namespace {

const fs::path kSource = RUSTEAL_SOURCE_DIR;
using rusteal::test::kFixture;

json::array fixture(const char* file, const char* key) {
    return json::parse(read_file(kFixture / file)).at(key).as_array();
}

std::string str(const json::value& v, const char* key) {
    const auto* f = v.as_object().if_contains(key);
    return f && f->is_string() ? std::string(f->as_string()) : std::string();
}

// Compiles `source` with the include path the generated wrappers get (the headers derived for the
// fixture's classes Unreal's transcriptions leave out, then the transcribed and core stand-ins);
// returns the compiler's output, empty when it compiled.
std::string compile(const rusteal::test::TempDir& dir, const std::string& source) {
    const fs::path derived = dir.path() / "derived";
    if (!fs::exists(derived))
        rusteal::test::write_standin_headers(kFixture, derived, {kSource / "test/standin_ue", kSource / "test/standin_ue_plugin"});
    std::ofstream(dir.path() / "check.cpp") << source;
    const std::string cmd = "cd '" + dir.path().string() + "' && g++ -std=c++20 -fsyntax-only -Wall -Werror -DUE_BUILD_DEVELOPMENT=1 -I'" +
                            derived.string() + "' -I'" + (kSource / "test/standin_ue").string() + "' -I'" + (kSource / "test/standin_ue_plugin").string() +
                            "' check.cpp >compile.log 2>&1";
    const int rc = std::system(cmd.c_str());
    return rusteal::test::exit_code_of(rc) == 0 ? std::string() : read_file(dir.path() / "compile.log").substr(0, 6000);
}

// The headers Unreal declares the fixture's structs and enums in (as the transcriptions do).
const char* kHeaders = R"(#include "CoreMinimal.h"
#include "Engine/EngineBaseTypes.h"
#include "Engine/EngineTypes.h"
#include "Engine/NetSerialization.h"
#include "Components/ActorComponent.h"
#include "Components/SceneComponent.h"
#include "InputCoreTypes.h"
#include "InputActionValue.h"
#include "InputAction.h"
#include "InputMappingQuery.h"
#include "EnhancedActionKeyMapping.h"
#include "EnhancedInputSubsystemInterface.h"
#include <type_traits>
)";

} // namespace

TEST_CASE("the fixture's structs and enums are Unreal's transcribed declarations: none is derived from the reflection") {
    rusteal::test::TempDir dir;
    rusteal::test::write_standin_headers(kFixture, dir.path(), {kSource / "test/standin_ue", kSource / "test/standin_ue_plugin"});
    std::string derived;
    for (const auto& entry : fs::recursive_directory_iterator(dir.path()))
        if (entry.is_regular_file()) derived += read_file(entry.path());
    std::size_t types = 0;
    for (const auto* file : {"rusteal_structs.json", "rusteal_enums.json"}) {
        const bool structs = std::string(file) == "rusteal_structs.json";
        for (const auto& t : fixture(file, structs ? "structs" : "enums")) {
            const std::string name = str(t, "cpp_name");
            const std::regex declared(structs ? "struct " + name + "\\b[^;]*\\{" : "(enum( class)?|namespace) " + name + "\\b[^;]*\\{");
            INFO(name << " is derived from the JSON; transcribe it from Unreal's header");
            CHECK_FALSE(std::regex_search(derived, declared));
            ++types;
        }
    }
    CHECK(types == 39); // the fixture's 18 structs and 21 enums
}

TEST_CASE("the transcribed enums have the values Unreal's exporter reported") {
    rusteal::test::TempDir dir;
    std::string source = kHeaders;
    std::size_t values = 0;
    for (const auto& e : fixture("rusteal_enums.json", "enums")) {
        const std::string name = str(e, "cpp_name");
        for (const auto& pair : e.at("pairs").as_array()) {
            const std::string value(pair.as_array()[0].as_string());
            const auto number = json::serialize(pair.as_array()[1]);
            // E::Value names an enumerator of every form: enum class, namespace E { enum Type }, plain enum.
            source += "static_assert(static_cast<long long>(" + name + "::" + value + ") == " + number + ", \"" + name + "::" + value +
                      " is " + number + " in the exporter's output\");\n";
            ++values;
        }
    }
    CHECK(values > 100);
    const auto errors = compile(dir, source);
    INFO(errors);
    CHECK(errors.empty());

    // The check can fail: one value off is refused.
    const auto wrong = compile(dir, std::string(kHeaders) + "static_assert(static_cast<long long>(ENetRole::ROLE_Authority) == 2, \"x\");\n");
    CHECK_THAT(wrong, Catch::Contains("static assertion failed"));
}

TEST_CASE("the transcribed structs have the exporter's fields and the layouts the Rust crates assume") {
    rusteal::test::TempDir dir;
    std::map<std::string, std::string> cpp_of;
    for (const auto& s : fixture("rusteal_structs.json", "structs")) cpp_of[str(s, "name")] = str(s, "cpp_name");

    // Each reflected field of a struct whose fields Unreal declares public has the C++ type its
    // property type says (a bool may be a one-bit uint8, as UHT allows).
    const std::set<std::string> non_public = {"Transform", "Key", "InputActionValue"};
    const std::map<std::string, std::string> scalar = {{"DoubleProperty", "double"}, {"FloatProperty", "float"},
                                                       {"ByteProperty", "uint8"},    {"IntProperty", "int32"}};
    std::string source = kHeaders;
    std::size_t fields = 0;
    for (const auto& s : fixture("rusteal_structs.json", "structs")) {
        const std::string name = str(s, "name"), cpp = str(s, "cpp_name");
        if (non_public.count(name)) continue;
        for (const auto& p : s.at("props").as_array()) {
            const std::string field = str(p, "name"), type = str(p, "type");
            std::string expected;
            if (scalar.count(type)) expected = "std::is_same_v<decltype(" + cpp + "::" + field + "), " + scalar.at(type) + ">";
            else if (type == "BoolProperty")
                expected = "(std::is_same_v<decltype(" + cpp + "::" + field + "), bool> || std::is_same_v<decltype(" + cpp + "::" + field + "), uint8>)";
            else if (type == "StructProperty" && cpp_of.count(str(p, "struct_name")))
                expected = "std::is_same_v<decltype(" + cpp + "::" + field + "), " + cpp_of.at(str(p, "struct_name")) + ">";
            else
                expected = "sizeof(" + cpp + "::" + field + ") > 0"; // containers and objects: the field exists
            source += "static_assert(" + expected + ", \"" + cpp + "::" + field + " as the exporter reflects it (" + type + ")\");\n";
            ++fields;
        }
    }
    CHECK(fields >= 30);

    // The sizes and alignments rusteal-core's math types assert, which its values are copied in.
    const std::string math = read_file(kSource / "plugin_runtime/crates/rusteal-core/src/math.rs");
    const std::regex size_assert(R"(size_of::<(\w+)>\(\) == (\d+)(?: && align_of::<\w+>\(\) == (\d+))?)");
    std::size_t layouts = 0;
    for (std::sregex_iterator m(math.begin(), math.end(), size_assert), end; m != end; ++m) {
        const std::string rust = (*m)[1];
        REQUIRE(cpp_of.count(rust));
        source += "static_assert(sizeof(" + cpp_of.at(rust) + ") == " + (*m)[2].str() + ", \"" + cpp_of.at(rust) + " is " + (*m)[2].str() +
                  " bytes in rusteal-core\");\n";
        if ((*m)[3].matched)
            source += "static_assert(alignof(" + cpp_of.at(rust) + ") == " + (*m)[3].str() + ", \"" + cpp_of.at(rust) + "'s alignment\");\n";
        ++layouts;
    }
    std::smatch transform;
    REQUIRE(std::regex_search(math, transform, std::regex(R"(TRANSFORM_NATIVE_SIZE: usize = (\d+))")));
    source += "static_assert(sizeof(FTransform) == " + transform[1].str() + ", \"FTransform's native size in rusteal-core\");\n";
    CHECK(layouts >= 7);

    const auto errors = compile(dir, source);
    INFO(errors);
    CHECK(errors.empty());
}
