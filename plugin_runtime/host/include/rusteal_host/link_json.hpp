#pragma once
// A small JSON value, parser and writer for the daemon link's few messages. The library host
// is built inside the engine too, where neither Boost nor exceptions are available, so it
// carries its own: parse() never throws, refuses nesting deeper than 64 and reports the byte
// offset of the first error. Numbers are doubles (the link's integers stay far below 2^53).
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace rusteal::host::json {

class Value {
public:
    enum class Type { Null, Bool, Number, String, Array, Object };
    using Array = std::vector<Value>;
    using Object = std::map<std::string, Value, std::less<>>;

    Value() = default;
    Value(std::nullptr_t) {}
    Value(bool b) : type_(Type::Bool), bool_(b) {}
    Value(double n) : type_(Type::Number), number_(n) {}
    Value(int n) : type_(Type::Number), number_(n) {}
    Value(long n) : type_(Type::Number), number_(static_cast<double>(n)) {}
    Value(long long n) : type_(Type::Number), number_(static_cast<double>(n)) {}
    Value(unsigned n) : type_(Type::Number), number_(n) {}
    Value(unsigned long n) : type_(Type::Number), number_(static_cast<double>(n)) {}
    Value(const char* s) : type_(Type::String), string_(s) {}
    Value(std::string s) : type_(Type::String), string_(std::move(s)) {}
    Value(std::string_view s) : type_(Type::String), string_(s) {}
    Value(Array a) : type_(Type::Array), array_(std::make_shared<Array>(std::move(a))) {}
    Value(Object o) : type_(Type::Object), object_(std::make_shared<Object>(std::move(o))) {}

    Type type() const { return type_; }
    bool is_null() const { return type_ == Type::Null; }
    bool is_string() const { return type_ == Type::String; }
    bool is_number() const { return type_ == Type::Number; }
    bool is_object() const { return type_ == Type::Object; }
    bool is_array() const { return type_ == Type::Array; }
    bool is_bool() const { return type_ == Type::Bool; }

    bool as_bool() const { return type_ == Type::Bool && bool_; }
    double as_number() const { return type_ == Type::Number ? number_ : 0; }
    const std::string& as_string() const;
    const Array& as_array() const;
    const Object& as_object() const;
    Array& make_array();   // turns the value into an (empty) array if it is not one
    Object& make_object(); // likewise an object

    // Member of an object; a null value when absent or not an object.
    const Value& operator[](std::string_view key) const;
    bool has(std::string_view key) const;

private:
    Type type_ = Type::Null;
    bool bool_ = false;
    double number_ = 0;
    std::string string_;
    std::shared_ptr<Array> array_;
    std::shared_ptr<Object> object_;
};

// Parses one JSON text (surrounding whitespace allowed). False with `error` ("offset N: ...").
bool parse(std::string_view text, Value& out, std::string& error);
std::string serialize(const Value& v);

} // namespace rusteal::host::json
