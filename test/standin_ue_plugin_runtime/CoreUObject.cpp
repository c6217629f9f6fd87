// The stand-in's CoreUObject, runnable: an object array (with its delete listeners), objects'
// classes, names and flags, class hierarchies, and TObjectIterator over the array as Unreal's
// iterates it (StandInRuntime.h). What no behaviour test models stops the test with its name.
#include "StandInRuntime.h"

#include "UObject/Class.h"
#include "UObject/UObjectArray.h"
#include "UObject/UObjectIterator.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <typeinfo>

FUObjectArray GUObjectArray;

namespace
{
	struct FObjectRecord
	{
		UObjectBase* Object;
		UClass* Class;
		std::string Name;
		EObjectFlags Flags;
	};

	struct FObjects
	{
		std::vector<FObjectRecord> Array; // in the order objects were made, as their indices
		std::map<const UStruct*, UStruct*> Supers;
		std::vector<FUObjectArray::FUObjectDeleteListener*> DeleteListeners;
	};

	FObjects& Objects()
	{
		static FObjects All;
		return All;
	}

	const FObjectRecord* RecordOf(const UObjectBase* Object)
	{
		for (const FObjectRecord& R : Objects().Array)
			if (R.Object == Object) return &R;
		return nullptr;
	}

	[[noreturn]] void NotModelled(const char* What)
	{
		std::fprintf(stderr, "the runnable stand-in does not model %s\n", What);
		std::abort();
	}
}

void StandIn::AddObject(UObjectBase* Object, UClass* Class, const char* Name, EObjectFlags Flags)
{
	Objects().Array.push_back(FObjectRecord{Object, Class, Name, Flags});
}

void StandIn::DestroyObject(UObjectBase* Object)
{
	auto& Array = Objects().Array;
	const auto It = std::find_if(Array.begin(), Array.end(), [Object](const FObjectRecord& R) { return R.Object == Object; });
	if (It == Array.end()) NotModelled("destroying an object that is not in the object array");
	const int32 Index = static_cast<int32>(It - Array.begin());
	for (FUObjectArray::FUObjectDeleteListener* Listener : std::vector(Objects().DeleteListeners))
		Listener->NotifyUObjectDeleted(Object, Index);
	Array.erase(Array.begin() + Index);
}

std::string StandIn::NameOf(const UObjectBase* Object)
{
	const FObjectRecord* R = RecordOf(Object);
	return R ? R->Name : std::string("<not an object>");
}

UClass* UObjectBase::GetClass() const
{
	const FObjectRecord* R = RecordOf(this);
	if (!R) NotModelled("GetClass() of an object that is not in the object array");
	return R->Class;
}

bool UObjectBaseUtility::HasAnyFlags(EObjectFlags FlagsToCheck) const
{
	const FObjectRecord* R = RecordOf(this);
	return R && (R->Flags & FlagsToCheck) != 0;
}

bool UObjectBaseUtility::IsA(const UClass* SomeBase) const { return GetClass() && GetClass()->IsChildOf(SomeBase); }

UObject::~UObject() = default;
void UObject::ProcessEvent(UFunction*, void*) { NotModelled("UObject::ProcessEvent"); }
UWorld* UObject::GetWorld() const { return nullptr; }
bool UObject::Rename(const TCHAR*, UObject*, ERenameFlags) { NotModelled("UObject::Rename"); }

void UField::Bind() {}

void UStruct::SetSuperStruct(UStruct* NewSuperStruct) { Objects().Supers[this] = NewSuperStruct; }
UStruct* UStruct::GetSuperStruct() const
{
	const auto It = Objects().Supers.find(this);
	return It == Objects().Supers.end() ? nullptr : It->second;
}
void UStruct::AddCppProperty(FProperty*) { NotModelled("UStruct::AddCppProperty"); }
void UStruct::StaticLink(bool) { NotModelled("UStruct::StaticLink"); }
bool UStruct::IsChildOf(const UStruct* SomeBase) const
{
	for (const UStruct* S = this; S; S = S->GetSuperStruct())
		if (S == SomeBase) return true;
	return false;
}

UClass* UClass::GetSuperClass() const { return static_cast<UClass*>(GetSuperStruct()); }

FUObjectArray::FUObjectDeleteListener::~FUObjectDeleteListener() = default;
void FUObjectArray::AddUObjectDeleteListener(FUObjectDeleteListener* Listener) { Objects().DeleteListeners.push_back(Listener); }
void FUObjectArray::RemoveUObjectDeleteListener(FUObjectDeleteListener* Listener) { std::erase(Objects().DeleteListeners, Listener); }

// As Unreal's: the objects that are Ts (of a subclass too, unless told otherwise) and have none
// of the exclusion flags, in the array's order.
template <class T>
TObjectIterator<T>::TObjectIterator(EObjectFlags AdditionalExclusionFlags, bool bIncludeDerivedClasses, EInternalObjectFlags)
	: Index(-1), ExclusionFlags(AdditionalExclusionFlags), bIncludeDerived(bIncludeDerivedClasses)
{
	++*this;
}

template <class T>
void TObjectIterator<T>::operator++()
{
	const auto& Array = Objects().Array;
	while (++Index < static_cast<int32>(Array.size()))
	{
		const FObjectRecord& R = Array[static_cast<size_t>(Index)];
		if ((R.Flags & ExclusionFlags) != 0) continue;
		T* Object = dynamic_cast<T*>(static_cast<UObject*>(R.Object));
		if (!Object) continue;
		if (!bIncludeDerived && typeid(*Object) != typeid(T)) continue;
		return;
	}
}

template <class T> TObjectIterator<T>::operator bool() const { return Index < static_cast<int32>(Objects().Array.size()); }
template <class T> bool TObjectIterator<T>::operator!() const { return !static_cast<bool>(*this); }
template <class T> T* TObjectIterator<T>::operator*() const
{
	return dynamic_cast<T*>(static_cast<UObject*>(Objects().Array.at(static_cast<size_t>(Index)).Object));
}
template <class T> T* TObjectIterator<T>::operator->() const { return **this; }

template class TObjectIterator<UObject>;
template class TObjectIterator<UClass>;
