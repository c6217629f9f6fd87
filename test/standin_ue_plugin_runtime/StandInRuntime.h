// What a behaviour test of the plugin's sources needs beside the engine API: a way to make
// objects as NewObject and the garbage collector would, and the log lines UE_LOG wrote.
// Not Unreal's API; the definitions of the stand-in's declarations are in Core.cpp and
// CoreUObject.cpp.
#pragma once

#include "CoreMinimal.h"
#include "Templates/Casts.h"
#include "UObject/Object.h"

#include <string>
#include <vector>

namespace StandIn
{
	// Appends `Object` to the object array, of class `Class` (a class object's class is a
	// metaclass the test makes), named `Name`, with `Flags` (RF_ClassDefaultObject for a CDO).
	void AddObject(UObjectBase* Object, UClass* Class, const char* Name, EObjectFlags Flags = RF_NoFlags);
	// As the garbage collector deletes it: every delete listener is told, then it leaves the array.
	void DestroyObject(UObjectBase* Object);
	// The name AddObject gave, in UTF-8.
	std::string NameOf(const UObjectBase* Object);

	struct FLogLine
	{
		const FLogCategoryBase* Category;
		ELogVerbosity::Type Verbosity;
		std::string Text; // UTF-8, as formatted
	};
	const std::vector<FLogLine>& LogLines();
	const char* VerbosityName(ELogVerbosity::Type Verbosity);

	// UTF-8 of an FString, and an FString of UTF-8 (what the engine's conversions do).
	std::string ToUtf8(const FString& Text);
	std::string ToUtf8(const TCHAR* Text);
}

// Unreal's Cast for objects made as C++ objects: the object if it is a To, else null.
// (The same template as Templates/Casts.h declares, its defaults there.)
template <typename To, typename From, typename, typename> To* Cast(From* Src) { return dynamic_cast<To*>(Src); }

namespace StandIn::Detail
{
	struct FFormatArg
	{
		enum EKind { WideText, NarrowText, Signed, Unsigned, Real } Kind;
		const TCHAR* Wide = nullptr;
		const char* Narrow = nullptr;
		long long SignedValue = 0;
		unsigned long long UnsignedValue = 0;
		double RealValue = 0;
	};
	inline FFormatArg MakeArg(const TCHAR* V) { return {FFormatArg::WideText, V}; }
	inline FFormatArg MakeArg(const char* V) { return {FFormatArg::NarrowText, nullptr, V}; }
	inline FFormatArg MakeArg(int V) { return {FFormatArg::Signed, nullptr, nullptr, V}; }
	inline FFormatArg MakeArg(long long V) { return {FFormatArg::Signed, nullptr, nullptr, V}; }
	inline FFormatArg MakeArg(unsigned V) { return {FFormatArg::Unsigned, nullptr, nullptr, 0, V}; }
	inline FFormatArg MakeArg(unsigned long long V) { return {FFormatArg::Unsigned, nullptr, nullptr, 0, V}; }
	inline FFormatArg MakeArg(double V) { return {FFormatArg::Real, nullptr, nullptr, 0, 0, V}; }
	void Log(const FLogCategoryBase& Category, ELogVerbosity::Type Verbosity, const TCHAR* Fmt, const FFormatArg* Args, size_t Count);
}

// UE_LOG's formatting (%s, %hs, %d, %i, %u, %lld, %llu, %f with a precision, %%). A test
// instantiates it for the argument lists the sources it links log with.
template <typename... Types>
void StandInLog(const FLogCategoryBase& Category, ELogVerbosity::Type Verbosity, const TCHAR* Fmt, Types... Args)
{
	const StandIn::Detail::FFormatArg Formatted[sizeof...(Types) + 1] = {StandIn::Detail::MakeArg(Args)..., {}};
	StandIn::Detail::Log(Category, Verbosity, Fmt, Formatted, sizeof...(Types));
}
