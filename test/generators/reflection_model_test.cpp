#include "fixture_dir.hpp"
#include "generators/json_location.hpp"
#include "generators/load_reflection.hpp"

#include <boost/json.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>

using namespace rusteal::generators;

namespace {
using rusteal::test::kFixture;

std::string fixture_text(std::string_view file) {
    std::ifstream in((kFixture / file).string());
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::string error_of(std::string_view classes, std::string_view structs = R"({"structs":[]})",
                     std::string_view enums = R"({"enums":[]})") {
    try {
        parse_reflection(classes, structs, enums, "uht");
    } catch (const GeneratorError& e) {
        return e.what();
    }
    return "no error";
}
} // namespace

TEST_CASE("the real Unreal 5.8 fixture loads completely", "[model]") {
    auto m = load_reflection(kFixture);
    CHECK(m.classes.size() == 28);
    CHECK(m.function_count() == 491);
    CHECK(m.structs.size() == 18);
    CHECK(m.enums.size() == 21);
    const auto& object = m.classes.front();
    CHECK(object.name == "Object");
    CHECK(object.cpp_name == "UObject");
    CHECK(object.package == "CoreUObject");
    CHECK_FALSE(object.super);
    auto actor = std::find_if(m.classes.begin(), m.classes.end(), [](const ClassInfo& c) { return c.name == "Actor"; });
    REQUIRE(actor != m.classes.end());
    CHECK(actor->cpp_name == "AActor");
    CHECK(actor->super == std::optional<std::string>("Object"));
    // Containers keep their inner types.
    bool saw_array = false;
    for (const auto& c : m.classes)
        for (const auto& f : c.funcs)
            for (const auto& p : f.params)
                if (p.type == "ArrayProperty") {
                    saw_array = true;
                    CHECK(p.inner_prop != nullptr);
                }
    CHECK(saw_array);
    for (const auto& e : m.enums) CHECK_FALSE(e.pairs.empty());
}

TEST_CASE("sign-extended u32 flags keep their low 32 bits", "[model]") {
    auto m = parse_reflection(
        R"({"classes":[{"name":"A","cpp_name":"UA","package":"P","class_flags":-2147483648,
            "funcs":[{"name":"F","func_flags":-1,"params":[]}]}]})",
        R"({"structs":[]})", R"({"enums":[]})");
    CHECK(m.classes[0].class_flags == 0x80000000u);
    CHECK(m.classes[0].funcs[0].func_flags == 0xffffffffu);
}

TEST_CASE("malformed JSON names the file, line, column and JSON path", "[model][errors]") {
    auto msg = error_of("{\"classes\":[\n  {\"name\":\"Actor\",\n   \"cpp_name\": AActor}\n]}");
    CHECK_THAT(msg, Catch::StartsWith("uht/rusteal_classes.json:3:"));
    CHECK_THAT(msg, Catch::Contains("classes[0].cpp_name"));
    auto truncated = error_of(R"({"classes":[{"name":"A")");
    CHECK_THAT(truncated, Catch::Contains("rusteal_classes.json:1:") && Catch::Contains("classes[0]"));
    auto trailing = error_of(R"({"classes":[]} x)");
    CHECK_THAT(trailing, Catch::Contains(":1:16") && Catch::Contains("after the top-level"));
}

TEST_CASE("a record missing a field names the record and the field", "[model][errors]") {
    auto msg = error_of(R"({"classes":[{"name":"Actor","package":"Engine","class_flags":0}]})");
    CHECK(msg == "uht/rusteal_classes.json: classes[0] (class 'Actor'): field 'cpp_name' is required (a string)");
    auto param = error_of(R"({"classes":[{"name":"Actor","cpp_name":"AActor","package":"Engine","class_flags":0,
        "funcs":[{"name":"SetOwner","func_flags":0,"params":[{"name":"NewOwner","prop_flags":0}]}]}]})");
    CHECK(param == "uht/rusteal_classes.json: classes[0].funcs[0].params[0] (class 'Actor', function 'SetOwner', "
                   "property 'NewOwner'): field 'type' is required (a string)");
    auto wrong_type = error_of(R"({"classes":[{"name":"A","cpp_name":"UA","package":1,"class_flags":0}]})");
    CHECK_THAT(wrong_type, Catch::Contains("field 'package' must be a string"));
    auto no_top = error_of(R"({"klasses":[]})");
    CHECK_THAT(no_top, Catch::Contains("field 'classes' is required"));
    auto enums = error_of(R"({"classes":[]})", R"({"structs":[]})",
                          R"({"enums":[{"name":"E","cpp_name":"EE","package":"P","underlying_type":"uint9","pairs":[]}]})");
    CHECK_THAT(enums, Catch::Contains("rusteal_enums.json: enums[0] (enum 'E'): field 'underlying_type'"));
    auto pair = error_of(R"({"classes":[]})", R"({"structs":[]})",
                         R"({"enums":[{"name":"E","cpp_name":"EE","package":"P","pairs":[["A"]]}]})");
    CHECK_THAT(pair, Catch::Contains("field 'pairs[0]' must be a [\"Name\", integer] pair"));
}

TEST_CASE("two types of one name are refused, naming both", "[model][errors]") {
    auto msg = error_of(R"({"classes":[{"name":"A","cpp_name":"UA","package":"P","class_flags":0},
                                       {"name":"B","cpp_name":"UB","package":"P","class_flags":0},
                                       {"name":"A","cpp_name":"UA2","package":"Q","class_flags":0}]})");
    CHECK(msg == "uht/rusteal_classes.json: classes[2] is named 'A' like classes[0]; type names must be unique "
                 "(re-export the reflection)");
}

TEST_CASE("a missing file says which and how it is made", "[model][errors]") {
    CHECK_THROWS_WITH(load_reflection("/nonexistent/uht"),
                      Catch::Contains("cannot read /nonexistent/uht/rusteal_classes.json") &&
                          Catch::Contains("rusteal build --step 1"));
}

TEST_CASE("JSON locations: lines, columns and paths", "[model]") {
    std::string text = "{\"a\": [1, {\"b\": [true, \"x\\\"y\", {\"c\": 3}]}]}";
    auto at = [&](std::string_view needle) { return locate_in_json(text, text.find(needle)); };
    CHECK(at("3}").path == "a[1].b[2].c");
    CHECK(at("true").path == "a[1].b[0]");
    CHECK(locate_in_json("{\n\n  \"k\": 1}", 5).line == 3);
    CHECK(locate_in_json("{\n\n  \"k\": 1}", 5).column == 3); // after two spaces
    CHECK(locate_in_json("", 0).path.empty());
}

TEST_CASE("the fixture's files load through the same parser as text", "[model]") {
    auto m = parse_reflection(fixture_text(kClassesFile), fixture_text(kStructsFile), fixture_text(kEnumsFile));
    CHECK(m.classes.size() == 28);
}

TEST_CASE("the loader refuses what the reflection schema refuses", "[model][errors][schema]") {
    // test/schema/bad_reflection.json is the file the schema test shows refused (a class without
    // its package, a property with array_dim 0); generators/reflection.schema.json and the loader
    // are one contract, so the loader refuses both problems too.
    std::ifstream in(std::string(RUSTEAL_SOURCE_DIR) + "/test/schema/bad_reflection.json");
    std::string bad((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    REQUIRE(bad.find("\"Actor\"") != std::string::npos);
    CHECK_THAT(error_of(bad), Catch::Contains("field 'package' is required"));
    std::string with_package = bad;
    with_package.replace(with_package.find("\"cpp_name\""), 0, "\"package\": \"Engine\", ");
    CHECK_THAT(error_of(with_package), Catch::Contains("field 'array_dim' must be a positive integer"));
}

TEST_CASE("a loader parses again only the records whose text changed", "[model][incremental]") {
    auto classes = fixture_text(kClassesFile);
    const auto structs = fixture_text(kStructsFile);
    const auto enums = fixture_text(kEnumsFile);
    ReflectionLoader loader;
    CHECK(loader.load_texts(classes, structs, enums, "uht").size() == 28); // a first load parses everything
    CHECK(loader.load_texts(classes, structs, enums, "uht").empty());     // the same texts: nothing
    CHECK(loader.model().classes.size() == 28);
    CHECK(loader.model().function_count() == 491);

    // One function of Actor renamed in place: only Actor's record is parsed; the others are the
    // previous load's, moved over.
    auto actor = classes.find("\"cpp_name\": \"AActor\""); // keys are sorted: its functions follow
    REQUIRE(actor != std::string::npos);
    auto func = classes.find("\"name\": \"GetOwner\"", actor);
    REQUIRE(func != std::string::npos);
    classes.replace(func, std::string("\"name\": \"GetOwner\"").size(), "\"name\": \"GetOwnerRenamed\"");
    CHECK(loader.load_texts(classes, structs, enums, "uht") == std::set<std::string>{"Actor"});
    const auto& model = loader.model();
    REQUIRE(model.classes.size() == 28);
    CHECK(model.classes.front().name == "Object");
    auto it = std::find_if(model.classes.begin(), model.classes.end(), [](const ClassInfo& c) { return c.name == "Actor"; });
    REQUIRE(it != model.classes.end());
    CHECK(std::any_of(it->funcs.begin(), it->funcs.end(), [](const FunctionInfo& f) { return f.name == "GetOwnerRenamed"; }));

    // A broken text is refused with its location, and the loader forgets everything.
    auto broken = classes;
    broken.insert(broken.find("\"GetOwnerRenamed\""), "}");
    CHECK_THROWS_WITH(loader.load_texts(broken, structs, enums, "uht"), Catch::Contains("uht/rusteal_classes.json:"));
    CHECK(loader.model().classes.empty());
    CHECK(loader.load_texts(classes, structs, enums, "uht").size() == 28);
}

TEST_CASE("a record's error names it whether the file is read record by record or as one document", "[model][errors]") {
    // The exporter's shape, read record by record...
    auto split = error_of(R"({"classes":[{"name":"A","cpp_name":"UA","package":"P","class_flags":0,
                                          "funcs":[{"name":"F","func_flags":0,"params":[{"name":"X","type":"IntProperty"}]}]}]})");
    // ...and with another member beside the records, as one document.
    auto whole = error_of(R"({"version": 1, "classes":[{"name":"A","cpp_name":"UA","package":"P","class_flags":0,
                                          "funcs":[{"name":"F","func_flags":0,"params":[{"name":"X","type":"IntProperty"}]}]}]})");
    const std::string expected = "uht/rusteal_classes.json: classes[0].funcs[0].params[0] (class 'A', function 'F', property 'X'): "
                                 "field 'prop_flags' is required (an integer)";
    CHECK(split == expected);
    CHECK(whole == expected);
}

namespace {
// What a model says, as text: enough to tell two loads apart.
std::string describe(const ReflectionModel& m) {
    std::string out;
    for (const auto& c : m.classes) {
        out += "C " + c.name + " " + c.cpp_name + " " + c.package + " " + std::to_string(c.class_flags) + "\n";
        for (const auto& p : c.props) out += " p " + p.name + " " + p.type + " " + std::to_string(p.prop_flags) + "\n";
        for (const auto& f : c.funcs) {
            out += " f " + f.name + " " + std::to_string(f.func_flags) + "\n";
            for (const auto& p : f.params) out += "  " + p.name + " " + p.type + "\n";
        }
    }
    for (const auto& s : m.structs) out += "S " + s.name + " " + std::to_string(s.props.size()) + "\n";
    for (const auto& e : m.enums) out += "E " + e.name + " " + std::to_string(e.pairs.size()) + "\n";
    return out;
}
} // namespace

TEST_CASE("edits anywhere in the files load as a fresh parse would", "[model][incremental]") {
    auto classes = boost::json::parse(fixture_text(kClassesFile));
    auto structs = boost::json::parse(fixture_text(kStructsFile));
    const auto enums = fixture_text(kEnumsFile);
    auto& records = classes.at("classes").as_array();
    ReflectionLoader loader;
    loader.load_texts(boost::json::serialize(classes), boost::json::serialize(structs), enums, "uht");
    // Each step edits the documents as a re-export might, then compares the incremental load with
    // a fresh one; the records whose text changed are the only ones parsed.
    auto step = [&](const char* what, std::set<std::string> expected_parsed) {
        INFO(what);
        const auto c = boost::json::serialize(classes);
        const auto s = boost::json::serialize(structs);
        auto parsed = loader.load_texts(c, s, enums, "uht");
        CHECK(parsed == expected_parsed);
        CHECK(describe(loader.model()) == describe(parse_reflection(c, s, enums, "uht")));
    };
    auto name_of = [&](std::size_t i) { return std::string(records[i].at("name").as_string()); };
    auto rename_first_function = [&](std::size_t i, const char* name) {
        auto& funcs = records[i].at("funcs").as_array();
        REQUIRE_FALSE(funcs.empty());
        funcs[0].as_object()["name"] = name;
    };

    rename_first_function(0, "FirstRecordEdited");
    step("the first record", {name_of(0)});
    rename_first_function(records.size() - 1, "LastRecordEdited");
    step("the last record", {name_of(records.size() - 1)});
    rename_first_function(records.size() / 2, "X"); // shorter: every later record moves
    step("a middle record, shorter", {name_of(records.size() / 2)});
    rename_first_function(3, "AMuchLongerNameThanBeforeSoThatEverythingAfterItShifts");
    rename_first_function(records.size() - 2, "AndAnotherNearTheEnd");
    step("two records far apart", {name_of(3), name_of(records.size() - 2)});
    auto removed = records[5];
    records.erase(records.begin() + 5);
    step("a record removed", {});
    records.insert(records.begin() + 9, removed);
    step("the record back elsewhere (a loader remembers the previous load only)", {std::string(removed.at("name").as_string())});
    records[10].as_object()["class_flags"] = 7;
    structs.at("structs").as_array()[0].as_object()["struct_flags"] = 3;
    step("a class and a struct", {name_of(10)});
    step("nothing", {});
    // The same document with other spacing between objects: the records with such a place inside
    // them change their bytes and are parsed; the others are not.
    {
        auto spaced_out = [](std::string text) {
            for (std::size_t pos = 0; (pos = text.find("},{", pos)) != std::string::npos; pos += 4) text.replace(pos, 3, "}, {");
            return text;
        };
        std::set<std::string> respaced;
        for (const auto& r : records)
            if (boost::json::serialize(r).find("},{") != std::string::npos) respaced.insert(std::string(r.at("name").as_string()));
        REQUIRE_FALSE(respaced.empty());
        REQUIRE(respaced.size() < records.size());
        const auto spaced = spaced_out(boost::json::serialize(classes));
        auto parsed = loader.load_texts(spaced, boost::json::serialize(structs), enums, "uht");
        CHECK(parsed == respaced);
        CHECK(describe(loader.model()) == describe(parse_reflection(spaced, boost::json::serialize(structs), enums, "uht")));
    }
}
